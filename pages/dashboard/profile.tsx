import DashboardPage from '@/components/dashboard/DashboardPage';
import ProfileEditor, { type Verification } from '@/components/profile/ProfileEditor';
import { getDb } from '@/lib/server/db/client';
import { withUserPage } from '@/lib/server/pageAuth';
import { contactVerification, type PublicUser } from '@/lib/server/services/accounts';

export const getServerSideProps = withUserPage(async (_ctx, user) => ({
  props: { verification: await contactVerification(await getDb(), 'user', user.id) },
}));

export default function UserProfilePage({ user, verification }: { user: PublicUser; verification: Verification }) {
  return (
    <DashboardPage title="Profile" description="Your picture, name, contact details and password.">
      <ProfileEditor role="user" account={user} verification={verification} />
    </DashboardPage>
  );
}
