import type { InferGetServerSidePropsType } from 'next';

import PrivacyPage from '@/components/privacy/PrivacyPage';
import { partnerPrivacyProps as getServerSideProps } from '@/lib/server/loaders/privacy';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerPrivacyPage(props: Props) {
  return <PrivacyPage accountRole="partner" {...props} />;
}
