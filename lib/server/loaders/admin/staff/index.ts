import { oneOf } from '@/lib/query';
import { STAFF_ROLES, STAFF_STATUSES } from '@/lib/permissions';
import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listStaff } from '@/lib/server/services/staff';

export const getServerSideProps = operatorLoader('staff:read', async (ctx, operator) => {
  const query = listQuery(ctx, STAFF_STATUSES);
  const role = oneOf(STAFF_ROLES, ctx.query.role) ?? undefined;
  const list = await listStaff(await getDb(), { ...query, role });
  return {
    props: { list, status: query.status ?? null, role: role ?? null, q: query.q ?? '', now: new Date().toISOString(), me: operator.id },
  };
});
