import type { InferGetServerSidePropsType } from 'next';

import WatchlistTable from '@/components/companies/WatchlistTable';
import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import WatchAlertsPanel from '@/components/watchlist/WatchAlertsPanel';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/UserWatchlist';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function UserWatchlistPage({ items, total, alerts }: Props) {
  return (
    <DashboardPage title="Watch List" description="Companies you are keeping an eye on.">
      {items.length === 0 ? (
        <EmptyState icon="watchlist" title="Your watch list is empty" action={{ href: '/indian-stocks', label: 'Browse companies' }}>
          Companies you add to your watch list will appear here with their latest price.
        </EmptyState>
      ) : (
        <>
          <WatchlistTable items={items} total={total} />
          <WatchAlertsPanel items={items} alerts={alerts} />
        </>
      )}
    </DashboardPage>
  );
}
