import SidebarNav from '@/components/dashboard/SidebarNav';
import { partnerNav } from '@/lib/navigation';

interface Props {
  /** Called when an item is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
}

export default function PartnerSidebar({ onNavigate }: Props) {
  return <SidebarNav items={partnerNav} label="Partner dashboard" tone="dark" badge="Partner" onNavigate={onNavigate} />;
}
