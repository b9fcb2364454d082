import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listListingsAdmin } from '@/lib/server/services/contentDesk';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const query = listQuery(ctx, []);
  return { props: { list: await listListingsAdmin(await getDb(), query), q: query.q ?? '' } };
});
