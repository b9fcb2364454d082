import { firstValue, oneOf } from '@/lib/query';
import { KYC_STATUSES } from '@/lib/status/kyc';
import { ACCESS_STATUSES } from '@/lib/status/people';
import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listInvestors } from '@/lib/server/services/people';

export const getServerSideProps = operatorLoader('people:read', async (ctx) => {
  const { status: _none, ...query } = listQuery(ctx, []);
  const kyc = oneOf(KYC_STATUSES, ctx.query.kyc);
  const access = oneOf(ACCESS_STATUSES, ctx.query.access);
  const partner = firstValue(ctx.query.partner).trim().toUpperCase().slice(0, 16);
  const list = await listInvestors(await getDb(), {
    ...query,
    kyc: kyc ?? undefined,
    access: access ?? undefined,
    partner: partner || undefined,
  });
  return { props: { list, q: query.q ?? '', kyc: kyc ?? '', access: access ?? '', partner } };
});
