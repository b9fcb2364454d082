import { oneOf } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listQueueWhere } from '@/lib/server/services/queues';
import { listAdminSellRequests } from '@/lib/server/services/sales';
import { SALE_QUEUES } from '@/lib/status/queues';
import { SELL_STATUSES } from '@/lib/validations/orders';

// ?status &q, and the desk card's ?queue=salesToSettle (its exact rows).
export const getServerSideProps = operatorLoader('sales:read', async (ctx) => {
  const query = listQuery(ctx, SELL_STATUSES);
  const queue = oneOf(SALE_QUEUES, ctx.query.queue) ?? undefined;
  const list = await listAdminSellRequests(await getDb(), { ...query, where: listQueueWhere({ queue }) });
  return { props: { list, status: query.status ?? null, q: query.q ?? '', queue: queue ?? null, now: new Date().toISOString() } };
});
