// The contact inbox and the startup enquiries: one list of contact messages, each page showing one kind.
import { oneOf } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listContactMessages } from '@/lib/server/services/inbox';
import { INBOX_STATUSES, type ContactKind } from '@/lib/status/inbox';

/** Messages of one kind, newest first; ?status (new by default, "any" for all) and ?q from the URL. */
export const contactInboxLoader = (kind: ContactKind) =>
  operatorLoader('support:read', async (ctx) => {
    const { status: _status, ...query } = listQuery(ctx, []);
    const status = ctx.query.status === 'any' ? null : (oneOf(INBOX_STATUSES, ctx.query.status) ?? 'new');
    const list = await listContactMessages(await getDb(), { ...query, status: status ?? undefined, kind });
    return { props: { list, q: query.q ?? '', status } };
  });
