import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { listWatchlist } from '@/lib/server/services/watchlist';

// A watch list is a short personal list: the first 50 are shown, newest first.
const WATCHLIST_PAGE_SIZE = 50;

export const getServerSideProps = investorLoader(async (_ctx, user) => {
  const list = await listWatchlist(await getDb(), user.id, { page: 1, limit: WATCHLIST_PAGE_SIZE });
  return { props: { items: list.result, total: list.total } };
});
