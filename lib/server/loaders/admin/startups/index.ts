import { oneOf } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listStartupsAdmin, startupSectorsAdmin } from '@/lib/server/services/startupDesk';
import { PUBLICATION_STATUSES } from '@/lib/status/inbox';
import { STARTUP_STAGES } from '@/lib/validations/startups';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const db = await getDb();
  const query = listQuery(ctx, PUBLICATION_STATUSES);
  const sectors = await startupSectorsAdmin(db);
  const stage = oneOf(STARTUP_STAGES, ctx.query.stage) ?? undefined;
  const sector = oneOf(sectors, ctx.query.sector) ?? undefined;
  const list = await listStartupsAdmin(db, { ...query, stage, sector });
  return { props: { list, sectors, q: query.q ?? '', status: query.status ?? null, stage: stage ?? null, sector: sector ?? null } };
});
