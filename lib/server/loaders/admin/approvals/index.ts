import { oneOf } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listPendingApprovals } from '@/lib/server/services/approvals';
import { APPROVAL_KINDS } from '@/lib/status/approvals';

/** Anyone on the staff: the list holds the kinds their roles may decide (all of them for an auditor). */
export const getServerSideProps = operatorLoader('staff', async (ctx, operator) => {
  const { page, limit } = listQuery(ctx, []);
  const kind = oneOf(APPROVAL_KINDS, ctx.query.kind) ?? undefined;
  const list = await listPendingApprovals(await getDb(), operator.roles, { page, limit, kind });
  // The ages are counted from the server's clock, so the page renders the same on both sides.
  return { props: { list, kind: kind ?? null, now: new Date().toISOString(), me: operator.id } };
});
