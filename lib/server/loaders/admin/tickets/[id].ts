import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { escalateOverdueGrievances } from '@/lib/server/services/grievances';
import { getAdminTicket } from '@/lib/server/services/support';

export const getServerSideProps = operatorLoader('support:read', async (ctx, operator) => {
  const id = pathId(ctx);
  const db = await getDb();
  await escalateOverdueGrievances(db);
  const ticket = id === null ? null : await orNull(getAdminTicket(db, id));
  if (!ticket) return { notFound: true };
  return { props: { ticket, operatorId: operator.id, now: new Date().toISOString() } };
});
