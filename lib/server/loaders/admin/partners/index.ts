import { oneOf } from '@/lib/query';
import { ACCESS_STATUSES, PARTNER_STATUSES } from '@/lib/status/people';
import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listPartners } from '@/lib/server/services/people';

export const getServerSideProps = operatorLoader('people:read', async (ctx) => {
  const query = listQuery(ctx, PARTNER_STATUSES);
  const access = oneOf(ACCESS_STATUSES, ctx.query.access);
  const list = await listPartners(await getDb(), { ...query, access: access ?? undefined });
  return { props: { list, q: query.q ?? '', status: query.status ?? '', access: access ?? '' } };
});
