import { useStaffRoles } from '@/components/admin/StaffRoles';
import SidebarNav from '@/components/dashboard/SidebarNav';
import { operatorNavFor } from '@/lib/navigation';

/** The console's sections the staff member may open; told when an item is chosen so the mobile drawer can close. */
export default function OperatorSidebar({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <SidebarNav items={operatorNavFor(useStaffRoles())} label="Operator console" tone="dark" badge="Operator" onNavigate={onNavigate} />
  );
}
