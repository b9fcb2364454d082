import { firstValue, oneOf, pageNumber } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { ADMIN_PAGE_SIZE } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listQueueWhere } from '@/lib/server/services/queues';
import { listAdminTickets } from '@/lib/server/services/support';
import { MAX_PAGE } from '@/lib/validations/pagination';
import { SUPPORT_STATUSES } from '@/lib/validations/support';

// The queue, oldest first; by default the tickets waiting for an operator (status open); overdue=1: those past their answer time.
export const getServerSideProps = operatorLoader('support:read', async (ctx, operator) => {
  // grievances=all: the grievances by due date (any status unless one is chosen); grievances=2: the principal officer's queue.
  const grievances = oneOf(['all', '2'] as const, ctx.query.grievances) ?? null;
  const status = ctx.query.status === 'any' ? null : (oneOf(SUPPORT_STATUSES, ctx.query.status) ?? (grievances ? null : 'open'));
  const assigned = oneOf(['me', 'none'] as const, ctx.query.assigned) ?? null;
  const overdue = firstValue(ctx.query.overdue) === '1';
  const page = pageNumber(ctx.query.page, { max: MAX_PAGE });
  const list = await listAdminTickets(await getDb(), operator.id, {
    status: status ?? undefined,
    assigned: assigned ?? undefined,
    overdue,
    grievances: grievances ?? undefined,
    where: listQueueWhere({ overdue }, 'ticketsWaiting'),
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  return { props: { list, status, assigned, overdue, grievances, operatorId: operator.id, now: new Date().toISOString() } };
});
