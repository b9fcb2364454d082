import { oneOf } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listApplications } from '@/lib/server/services/inbox';
import { INBOX_STATUSES } from '@/lib/status/inbox';

// Newest first; ?status (new by default, "any" for all) and ?q from the URL.
export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const { status: _status, ...query } = listQuery(ctx, []);
  const status = ctx.query.status === 'any' ? null : (oneOf(INBOX_STATUSES, ctx.query.status) ?? 'new');
  const list = await listApplications(await getDb(), { ...query, status: status ?? undefined });
  return { props: { list, q: query.q ?? '', status } };
});
