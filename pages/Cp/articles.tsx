import type { InferGetServerSidePropsType } from 'next';

import DashboardNews from '@/components/dashboard/DashboardNews';
import DashboardPage from '@/components/dashboard/DashboardPage';
import { getServerSideProps } from '@/lib/server/loaders/Cp/articles';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerArticlesPage({ list }: Props) {
  return (
    <DashboardPage title="Articles" description="News and analysis on unlisted shares and pre-IPO companies, to share with your clients.">
      <DashboardNews basePath="/Cp/articles" list={list} watchlist={null} />
    </DashboardPage>
  );
}
