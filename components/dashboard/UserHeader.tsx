import CartLink from '@/components/dashboard/CartLink';
import DashboardHeader, { type DashboardArea } from '@/components/dashboard/DashboardHeader';
import UserSidebar from '@/components/dashboard/UserSidebar';
import { useUserDetail, type UserDetail } from '@/lib/hooks/useUserDetail';

const INVESTOR_AREA: DashboardArea = {
  menuLabel: 'Dashboard menu',
  Sidebar: UserSidebar,
  search: { variant: 'user', placeholder: 'Search For Unlisted Company...' },
  profileHref: '/dashboard/profile',
  codeLabel: 'Investor ID',
  fallbackName: 'User Name',
  notifications: 'user',
};

interface Props {
  /** The investor as the server loaded them, so the header does not flash while it refreshes. */
  initialUser?: UserDetail | null;
}

export default function UserHeader({ initialUser = null }: Props) {
  const user = useUserDetail(initialUser);
  return <DashboardHeader area={INVESTOR_AREA} account={user && { ...user, code: user.userUniqueCode }} actions={<CartLink />} />;
}
