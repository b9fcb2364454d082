import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listAdminSellRequests } from '@/lib/server/services/sales';
import { SELL_STATUSES } from '@/lib/validations/orders';

export const getServerSideProps = operatorLoader('sales:read', async (ctx) => {
  const query = listQuery(ctx, SELL_STATUSES);
  const list = await listAdminSellRequests(await getDb(), query);
  return { props: { list, status: query.status ?? null, q: query.q ?? '', now: new Date().toISOString() } };
});
