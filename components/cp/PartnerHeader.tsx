import PartnerSidebar from '@/components/cp/PartnerSidebar';
import DashboardHeader, { type DashboardArea } from '@/components/dashboard/DashboardHeader';
import { usePartnerProfile, type PartnerProfile } from '@/lib/hooks/usePartnerProfile';

const PARTNER_AREA: DashboardArea = {
  menuLabel: 'Partner dashboard menu',
  Sidebar: PartnerSidebar,
  search: { variant: 'partner', placeholder: 'Search for unlisted companies' },
  profileHref: '/Cp/cp-profile',
  codeLabel: 'Partnership code',
  fallbackName: 'Partner',
  notifications: 'cp',
};

interface Props {
  /** The partner as the server loaded them, so the header does not flash while it refreshes. */
  initialPartner?: PartnerProfile | null;
}

export default function PartnerHeader({ initialPartner = null }: Props) {
  const partner = usePartnerProfile(initialPartner);
  return <DashboardHeader area={PARTNER_AREA} account={partner && { ...partner, code: partner.partnershipCode }} />;
}
