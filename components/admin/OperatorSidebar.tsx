import SidebarNav from '@/components/dashboard/SidebarNav';
import { operatorNav } from '@/lib/navigation';

/** The console's sections; told when an item is chosen so the mobile drawer can close. */
export default function OperatorSidebar({ onNavigate }: { onNavigate?: () => void }) {
  return <SidebarNav items={operatorNav} label="Operator console" tone="dark" badge="Operator" onNavigate={onNavigate} />;
}
