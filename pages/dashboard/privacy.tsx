import type { InferGetServerSidePropsType } from 'next';

import PrivacyPage from '@/components/privacy/PrivacyPage';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/privacy';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function InvestorPrivacyPage({ exports }: Props) {
  return <PrivacyPage accountRole="user" exports={exports} />;
}
