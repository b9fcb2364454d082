import type { InferGetServerSidePropsType } from 'next';

import PrivacyPage from '@/components/privacy/PrivacyPage';
import { investorPrivacyProps as getServerSideProps } from '@/lib/server/loaders/privacy';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function InvestorPrivacyPage(props: Props) {
  return <PrivacyPage accountRole="user" {...props} />;
}
