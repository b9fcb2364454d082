import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listAdminOrders } from '@/lib/server/services/orders';
import { ORDER_STATUSES } from '@/lib/validations/orders';

export const getServerSideProps = operatorLoader('orders:read', async (ctx) => {
  const query = listQuery(ctx, ORDER_STATUSES);
  const list = await listAdminOrders(await getDb(), query);
  return { props: { list, status: query.status ?? null, q: query.q ?? '', now: new Date().toISOString() } };
});
