import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getAdminSellRequest } from '@/lib/server/services/sales';

export const getServerSideProps = operatorLoader('sales:read', async (ctx) => {
  const id = pathId(ctx);
  const sell = id === null ? null : await orNull(getAdminSellRequest(await getDb(), id));
  if (!sell) return { notFound: true };
  return { props: { sell } };
});
