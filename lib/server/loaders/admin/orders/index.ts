import { firstValue, oneOf } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listAdminOrders } from '@/lib/server/services/orders';
import { listQueueWhere } from '@/lib/server/services/queues';
import { ORDER_QUEUES } from '@/lib/status/queues';
import { ORDER_STATUSES } from '@/lib/validations/orders';

// ?status &q, and a desk card's ?queue=<name> (its exact rows) &overdue=1 (transfers past their due day).
export const getServerSideProps = operatorLoader('orders:read', async (ctx) => {
  const query = listQuery(ctx, ORDER_STATUSES);
  const queue = oneOf(ORDER_QUEUES, ctx.query.queue) ?? undefined;
  const overdue = firstValue(ctx.query.overdue) === '1';
  const list = await listAdminOrders(await getDb(), { ...query, where: listQueueWhere({ queue, overdue }, 'transfersToConfirm') });
  return {
    props: { list, status: query.status ?? null, q: query.q ?? '', queue: queue ?? null, overdue, now: new Date().toISOString() },
  };
});
