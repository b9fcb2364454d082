import PartnerSidebar from '@/components/cp/PartnerSidebar';
import DashboardHeader from '@/components/dashboard/DashboardHeader';
import ProfileMenu from '@/components/dashboard/ProfileMenu';
import CompanySearchBox from '@/components/search/CompanySearchBox';
import { usePartnerProfile, type PartnerProfile } from '@/lib/hooks/usePartnerProfile';

interface Props {
  /** The partner as the server loaded them, so the header does not flash while it refreshes. */
  initialPartner?: PartnerProfile | null;
  className?: string;
}

export default function PartnerHeader({ initialPartner = null, className }: Props) {
  const partner = usePartnerProfile(initialPartner);

  return (
    <DashboardHeader
      className={className}
      menuLabel="Partner dashboard menu"
      renderSidebar={(close) => <PartnerSidebar onNavigate={close} />}
      search={<CompanySearchBox variant="partner" placeholder="Search for unlisted companies" />}
      account={
        <ProfileMenu
          fullName={partner?.fullName || 'Partner'}
          profileImage={partner?.profileImage}
          profileHref="/Cp/cp-profile"
          code={partner?.partnershipCode}
          codeLabel="Partnership code"
        />
      }
    />
  );
}
