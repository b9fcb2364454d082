import { useStaffRoles } from '@/components/admin/StaffRoles';
import SidebarNav from '@/components/dashboard/SidebarNav';
import { operatorNavFor } from '@/lib/navigation';

interface Props {
  /** How many items wait in a section, by its href (Approvals: the changes this person may decide). */
  counts?: Readonly<Record<string, number>>;
  onNavigate?: () => void;
}

/** The console's sections the staff member may open; told when an item is chosen so the mobile drawer can close. */
export default function OperatorSidebar({ counts = {}, onNavigate }: Props) {
  const items = operatorNavFor(useStaffRoles()).map((item) => (counts[item.href] ? { ...item, count: counts[item.href] } : item));
  return <SidebarNav items={items} label="Operator console" tone="dark" badge="Operator" onNavigate={onNavigate} />;
}
