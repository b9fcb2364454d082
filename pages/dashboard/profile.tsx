import DashboardPage from '@/components/dashboard/DashboardPage';
import ProfileDetails from '@/components/dashboard/ProfileDetails';
import { withUserPage } from '@/lib/server/pageAuth';
import type { PublicUser } from '@/lib/server/services/accounts';

export const getServerSideProps = withUserPage();

export default function UserProfilePage({ user }: { user: PublicUser }) {
  return (
    <DashboardPage title="Profile" description="The details on your investor account.">
      <ProfileDetails
        fullName={user.fullName}
        profileImage={user.profileImage}
        code={{ label: 'Investor ID', value: user.userUniqueCode }}
        rows={[
          { label: 'Full name', value: user.fullName },
          { label: 'Email', value: user.email },
          { label: 'Mobile number', value: user.phone },
          { label: 'Investor ID', value: user.userUniqueCode },
        ]}
      />
    </DashboardPage>
  );
}
