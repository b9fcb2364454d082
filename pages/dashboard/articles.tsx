import type { InferGetServerSidePropsType } from 'next';

import DashboardNews from '@/components/dashboard/DashboardNews';
import DashboardPage from '@/components/dashboard/DashboardPage';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/articles';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function DashboardArticlesPage({ list, watchlist }: Props) {
  return (
    <DashboardPage
      title="Articles"
      description="News and analysis on unlisted shares and pre-IPO companies, with the companies you watch first."
    >
      <DashboardNews basePath="/dashboard/articles" list={list} watchlist={watchlist} />
    </DashboardPage>
  );
}
