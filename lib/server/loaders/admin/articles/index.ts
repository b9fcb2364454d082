import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listArticlesAdmin } from '@/lib/server/services/articleAdmin';
import { ARTICLE_STATUSES } from '@/lib/status/articles';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const query = listQuery(ctx, ARTICLE_STATUSES);
  const list = await listArticlesAdmin(await getDb(), query);
  return { props: { list, q: query.q ?? '', status: query.status ?? null } };
});
