import WatchlistTable from '@/components/companies/WatchlistTable';
import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import { getDb } from '@/lib/server/db/client';
import { withUserPage } from '@/lib/server/pageAuth';
import { listWatchlist, type WatchlistEntry } from '@/lib/server/services/watchlist';

// A watch list is a short personal list: the first 50 are shown, newest first.
const WATCHLIST_PAGE_SIZE = 50;

export const getServerSideProps = withUserPage(async (_ctx, user) => {
  const list = await listWatchlist(await getDb(), user.id, { page: 1, limit: WATCHLIST_PAGE_SIZE });
  return { props: { items: list.result, total: list.total } };
});

export default function UserWatchlistPage({ items, total }: { items: WatchlistEntry[]; total: number }) {
  return (
    <DashboardPage title="Watch List" description="Companies you are keeping an eye on.">
      {items.length === 0 ? (
        <EmptyState icon="watchlist" title="Your watch list is empty" action={{ href: '/indian-stocks', label: 'Browse companies' }}>
          Companies you add to your watch list will appear here with their latest price.
        </EmptyState>
      ) : (
        <WatchlistTable items={items} total={total} />
      )}
    </DashboardPage>
  );
}
