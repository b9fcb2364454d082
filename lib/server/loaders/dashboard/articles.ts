import { serializeDates } from '@/lib/serialize';
import { getDb } from '@/lib/server/db/client';
import { articleListPageProps } from '@/lib/server/loaders/articles/index';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { watchlistArticles } from '@/lib/server/services/watchlistNews';

// The public news list, with news about the investor's watch list first on the unfiltered first page.
export const getServerSideProps = investorLoader(async (ctx, user) => {
  const db = await getDb();
  const list = await articleListPageProps(db, ctx.query);
  const firstView = !list.q && !list.category && list.page === 1;
  const watched = firstView ? await watchlistArticles(db, user.id) : null;
  const watchlist = watched ? { watching: watched.watching, items: watched.items.map(serializeDates) } : null;
  return { props: { list, watchlist } };
});
