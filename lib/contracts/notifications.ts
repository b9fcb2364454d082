// notifications: the routes' contracts (lib/contracts/contract.ts).
import { contract } from '@/lib/contracts/contract';
import type { ApiData } from '@/lib/server/http/apiHandler';
import type {
  notificationArchiveRoute,
  notificationListRoute,
  notificationReadAllRoute,
  notificationReadRoute,
} from '@/lib/server/routes/notificationRoutes';
import { notificationListQuery } from '@/lib/validations/notifications';

export const notificationListApi = contract<NotificationListData>()('user', 'GET', 'notifications', notificationListQuery);
export const notificationReadApi = contract<NotificationReadData>()('user', 'POST', 'notifications/{id}/read');
export const notificationArchiveApi = contract<NotificationArchiveData>()('user', 'POST', 'notifications/{id}/archive');
export const notificationReadAllApi = contract<NotificationReadAllData>()('user', 'POST', 'notifications/read-all');
export const partnerNotificationListApi = contract<PartnerNotificationListData>()('cp', 'GET', 'notifications', notificationListQuery);
export const partnerNotificationReadApi = contract<PartnerNotificationReadData>()('cp', 'POST', 'notifications/{id}/read');
export const partnerNotificationArchiveApi = contract<PartnerNotificationArchiveData>()('cp', 'POST', 'notifications/{id}/archive');
export const partnerNotificationReadAllApi = contract<PartnerNotificationReadAllData>()('cp', 'POST', 'notifications/read-all');

export type NotificationListData = ApiData<ReturnType<typeof notificationListRoute>, 'GET'>;
export type NotificationReadData = ApiData<ReturnType<typeof notificationReadRoute>, 'POST'>;
export type NotificationArchiveData = ApiData<ReturnType<typeof notificationArchiveRoute>, 'POST'>;
export type NotificationReadAllData = ApiData<ReturnType<typeof notificationReadAllRoute>, 'POST'>;
export type PartnerNotificationListData = NotificationListData;
export type PartnerNotificationReadData = NotificationReadData;
export type PartnerNotificationArchiveData = NotificationArchiveData;
export type PartnerNotificationReadAllData = NotificationReadAllData;

/** The notification panel's routes of each area: the investor's (/api/v1/user) and the partner's (/api/v1/cp). */
export const NOTIFICATION_API = {
  user: { list: notificationListApi, read: notificationReadApi, archive: notificationArchiveApi, readAll: notificationReadAllApi },
  cp: {
    list: partnerNotificationListApi,
    read: partnerNotificationReadApi,
    archive: partnerNotificationArchiveApi,
    readAll: partnerNotificationReadAllApi,
  },
} as const;
