import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { listWatchAlerts } from '@/lib/server/services/watchAlerts';
import { listWatchlist } from '@/lib/server/services/watchlist';

// A watch list is a short personal list: the first 50 are shown, newest first.
const WATCHLIST_PAGE_SIZE = 50;

export const getServerSideProps = investorLoader(async (_ctx, user) => {
  const db = await getDb();
  const [list, alerts] = await Promise.all([
    listWatchlist(db, user.id, { page: 1, limit: WATCHLIST_PAGE_SIZE }),
    listWatchAlerts(db, user.id),
  ]);
  return { props: { items: list.result, total: list.total, alerts } };
});
