// The notification panel's routes, the same for investors (/api/v1/user/notifications) and partners
// (/api/v1/cp/notifications): each caller reads and changes only their own notifications.
import type { Role } from '@/lib/auth/token';
import { withAccount } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { archive, listNotifications, markAllRead, markRead } from '@/lib/server/services/notifications';
import { notificationListQuery } from '@/lib/validations/notifications';

const NOT_FOUND = 'No such notification.';
const recipient = (role: Role, id: number) => ({ kind: role, id });

/** GET ?folder=unread|archived&page=: { result, total, page, unread }. */
export function notificationListRoute(role: Role) {
  return defineHandler({
    GET: withAccount(role, async (req, _res, caller) =>
      reply(
        await listNotifications(await getDb(), recipient(role, caller.id), parseQuery(notificationListQuery, req)),
        'Notifications fetched.',
      ),
    ),
  });
}

/** POST …/{id}/read: marks it read; { id, unread }. */
export function notificationReadRoute(role: Role) {
  return defineHandler({
    POST: withAccount(role, async (req, _res, caller) =>
      reply(await markRead(await getDb(), recipient(role, caller.id), pathId(req.query.id, NOT_FOUND)), 'Marked as read.'),
    ),
  });
}

/** POST …/{id}/archive: moves it to Archived; { id, unread }. */
export function notificationArchiveRoute(role: Role) {
  return defineHandler({
    POST: withAccount(role, async (req, _res, caller) =>
      reply(await archive(await getDb(), recipient(role, caller.id), pathId(req.query.id, NOT_FOUND)), 'Notification archived.'),
    ),
  });
}

/** POST …/read-all: marks every unread one read; { marked, unread }. */
export function notificationReadAllRoute(role: Role) {
  return defineHandler({
    POST: withAccount(role, async (_req, _res, caller) =>
      reply(await markAllRead(await getDb(), recipient(role, caller.id)), 'All notifications marked as read.'),
    ),
  });
}
