import type { InferGetServerSidePropsType } from 'next';

import PrivacyPage from '@/components/privacy/PrivacyPage';
import { getServerSideProps } from '@/lib/server/loaders/Cp/privacy';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerPrivacyPage({ exports }: Props) {
  return <PrivacyPage accountRole="partner" exports={exports} />;
}
