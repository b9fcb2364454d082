import type { InferGetServerSidePropsType } from 'next';

import ProfilePage from '@/components/profile/ProfilePage';
import { getServerSideProps } from '@/lib/server/loaders/Cp/cp-profile';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerProfilePage({ partner, verification, bank }: Props) {
  return <ProfilePage accountRole="partner" account={partner} verification={verification} bank={bank} />;
}
