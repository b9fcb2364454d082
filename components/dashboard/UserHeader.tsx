import CartLink from '@/components/dashboard/CartLink';
import DashboardHeader from '@/components/dashboard/DashboardHeader';
import ProfileMenu from '@/components/dashboard/ProfileMenu';
import UserSidebar from '@/components/dashboard/UserSidebar';
import CompanySearchBox from '@/components/search/CompanySearchBox';
import { useUserDetail, type UserDetail } from '@/lib/hooks/useUserDetail';

interface Props {
  /** The investor as the server loaded them, so the header does not flash while it refreshes. */
  initialUser?: UserDetail | null;
  className?: string;
}

export default function UserHeader({ initialUser = null, className }: Props) {
  const user = useUserDetail(initialUser);

  return (
    <DashboardHeader
      className={className}
      menuLabel="Dashboard menu"
      renderSidebar={(close) => <UserSidebar onNavigate={close} />}
      search={<CompanySearchBox variant="user" placeholder="Search For Unlisted Company..." />}
      account={
        <>
          <CartLink />
          <ProfileMenu
            fullName={user?.fullName || 'User Name'}
            profileImage={user?.profileImage}
            profileHref="/dashboard/profile"
            code={user?.userUniqueCode}
            codeLabel="Investor ID"
          />
        </>
      }
    />
  );
}
