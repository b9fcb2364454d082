import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { adminPayouts } from '@/lib/server/services/commissions';

export const getServerSideProps = operatorLoader('payouts:read', async (ctx) => {
  const { q, page, limit } = listQuery(ctx, []);
  return { props: { payouts: await adminPayouts(await getDb(), { q, page, limit }), q: q ?? '' } };
});
