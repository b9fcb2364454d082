import type { InferGetServerSidePropsType } from 'next';

import SavedScreensPage from '@/components/screens/SavedScreensPage';
import { investorScreensProps as getServerSideProps } from '@/lib/server/loaders/screens';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function InvestorScreensPage(props: Props) {
  return <SavedScreensPage accountRole="user" {...props} />;
}
