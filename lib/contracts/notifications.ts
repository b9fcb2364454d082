// notifications: the routes' contracts (lib/contracts/contract.ts).
import { contract } from '@/lib/contracts/contract';
import type { ApiData } from '@/lib/server/http/apiHandler';
import type {
  notificationArchiveRoute,
  notificationListRoute,
  notificationReadAllRoute,
  notificationReadRoute,
} from '@/lib/server/routes/notificationRoutes';

/** GET /api/v1/user/notifications */
export type NotificationListData = ApiData<ReturnType<typeof notificationListRoute>, 'GET'>;
export const notificationListApi = contract<NotificationListData>()({ client: 'user', method: 'GET', path: 'notifications' });

/** POST /api/v1/user/notifications/{id}/read */
export type NotificationReadData = ApiData<ReturnType<typeof notificationReadRoute>, 'POST'>;
export const notificationReadApi = contract<NotificationReadData>()({ client: 'user', method: 'POST', path: 'notifications/{id}/read' });

/** POST /api/v1/user/notifications/{id}/archive */
export type NotificationArchiveData = ApiData<ReturnType<typeof notificationArchiveRoute>, 'POST'>;
export const notificationArchiveApi = contract<NotificationArchiveData>()({
  client: 'user',
  method: 'POST',
  path: 'notifications/{id}/archive',
});

/** POST /api/v1/user/notifications/read-all */
export type NotificationReadAllData = ApiData<ReturnType<typeof notificationReadAllRoute>, 'POST'>;
export const notificationReadAllApi = contract<NotificationReadAllData>()({
  client: 'user',
  method: 'POST',
  path: 'notifications/read-all',
});

/** GET /api/v1/cp/notifications */
export type PartnerNotificationListData = NotificationListData;
export const partnerNotificationListApi = contract<PartnerNotificationListData>()({ client: 'cp', method: 'GET', path: 'notifications' });

/** POST /api/v1/cp/notifications/{id}/read */
export type PartnerNotificationReadData = NotificationReadData;
export const partnerNotificationReadApi = contract<PartnerNotificationReadData>()({
  client: 'cp',
  method: 'POST',
  path: 'notifications/{id}/read',
});

/** POST /api/v1/cp/notifications/{id}/archive */
export type PartnerNotificationArchiveData = NotificationArchiveData;
export const partnerNotificationArchiveApi = contract<PartnerNotificationArchiveData>()({
  client: 'cp',
  method: 'POST',
  path: 'notifications/{id}/archive',
});

/** POST /api/v1/cp/notifications/read-all */
export type PartnerNotificationReadAllData = NotificationReadAllData;
export const partnerNotificationReadAllApi = contract<PartnerNotificationReadAllData>()({
  client: 'cp',
  method: 'POST',
  path: 'notifications/read-all',
});
