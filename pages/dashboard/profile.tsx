import type { InferGetServerSidePropsType } from 'next';

import ProfilePage from '@/components/profile/ProfilePage';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/profile';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function UserProfilePage({ user, verification }: Props) {
  return <ProfilePage accountRole="user" account={user} verification={verification} />;
}
