import { oneOf } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listSubscribers } from '@/lib/server/services/inbox';
import { SUBSCRIBER_STATUSES } from '@/lib/status/inbox';

// Newest first; ?status (subscribed, unsubscribed) and ?q (email) from the URL.
export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const { status: _status, ...query } = listQuery(ctx, []);
  const status = oneOf(SUBSCRIBER_STATUSES, ctx.query.status);
  const list = await listSubscribers(await getDb(), { ...query, status: status ?? undefined });
  return { props: { list, q: query.q ?? '', status: status ?? '' } };
});
