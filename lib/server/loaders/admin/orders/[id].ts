import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { pendingApprovalsOn } from '@/lib/server/services/approvals';
import { getAdminOrder } from '@/lib/server/services/orders';

export const getServerSideProps = operatorLoader('orders:read', async (ctx) => {
  const id = pathId(ctx);
  const db = await getDb();
  const order = id === null ? null : await orNull(getAdminOrder(db, id));
  if (!order) return { notFound: true };
  const key = String(order.id);
  const waiting = (await pendingApprovalsOn(db, 'order', [key])).get(key) ?? [];
  return { props: { order, waiting, now: new Date().toISOString() } };
});
