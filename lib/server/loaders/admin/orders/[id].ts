import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getAdminOrder } from '@/lib/server/services/orders';

export const getServerSideProps = operatorLoader('orders:read', async (ctx) => {
  const id = pathId(ctx);
  const order = id === null ? null : await orNull(getAdminOrder(await getDb(), id));
  if (!order) return { notFound: true };
  return { props: { order } };
});
