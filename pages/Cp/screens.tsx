import type { InferGetServerSidePropsType } from 'next';

import SavedScreensPage from '@/components/screens/SavedScreensPage';
import { partnerScreensProps as getServerSideProps } from '@/lib/server/loaders/screens';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerScreensPage(props: Props) {
  return <SavedScreensPage accountRole="partner" {...props} />;
}
