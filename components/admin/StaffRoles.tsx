// The signed-in staff member's roles, for the parts of the console that show only what they may do
// (the sidebar, action buttons). The server checks every page and API again (lib/permissions.ts).
import { createContext, useContext, type ReactNode } from 'react';

import { can, type Permission, type StaffRole } from '@/lib/permissions';

export const StaffRolesContext = createContext<readonly StaffRole[]>([]);

export const useStaffRoles = () => useContext(StaffRolesContext);

/** Whether the signed-in staff member may do what permission names. */
export function useCan(permission: Permission): boolean {
  return can(useStaffRoles(), permission);
}

/** Its children for staff whose roles allow permission; for the others, a line saying the page is read-only for them. */
export function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  if (useCan(permission)) return children;
  return (
    <p className="text-sm text-slate-700" data-testid="read-only">
      Read only: your roles do not allow changes here.
    </p>
  );
}
