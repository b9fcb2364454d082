// The signed-in staff member's roles, for the parts of the console that show only what they may do
// (the sidebar, action buttons). The server checks every page and API again (lib/permissions.ts).
import { createContext, useContext } from 'react';

import { can, type Permission, type StaffRole } from '@/lib/permissions';

export const StaffRolesContext = createContext<readonly StaffRole[]>([]);

export const useStaffRoles = () => useContext(StaffRolesContext);

/** Whether the signed-in staff member may do what permission names. */
export function useCan(permission: Permission): boolean {
  return can(useStaffRoles(), permission);
}
