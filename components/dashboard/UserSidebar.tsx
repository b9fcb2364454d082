import SidebarNav from '@/components/dashboard/SidebarNav';
import { investorNav } from '@/lib/navigation';

interface Props {
  /** Called when an item is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
}

export default function UserSidebar({ onNavigate }: Props) {
  return <SidebarNav items={investorNav} label="Dashboard" tone="light" onNavigate={onNavigate} />;
}
