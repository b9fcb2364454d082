import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import ProfileEditor from '@/components/profile/ProfileEditor';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/profile';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function UserProfilePage({ user, verification }: Props) {
  return (
    <DashboardPage title="Profile" description="Your picture, name, contact details and password.">
      <ProfileEditor accountRole="user" account={user} verification={verification} />
    </DashboardPage>
  );
}
