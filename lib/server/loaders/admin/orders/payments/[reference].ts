import { firstValue } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { orNull } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getAdminPayment } from '@/lib/server/services/orders';

export const getServerSideProps = operatorLoader('orders:read', async (ctx) => {
  const reference = firstValue(ctx.params?.reference);
  const payment = reference ? await orNull(getAdminPayment(await getDb(), reference)) : null;
  if (!payment) return { notFound: true };
  return { props: { payment } };
});
