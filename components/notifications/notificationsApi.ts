// The notification panel's calls, to the investor's or the partner's API by area.
import { call } from '@/lib/contracts/client';
import { NOTIFICATION_API, type NotificationListData } from '@/lib/contracts/notifications';
import type { NotificationFolderName } from '@/lib/validations/notifications';

/** Whose notifications: the investor's (/api/v1/user) or the partner's (/api/v1/cp). */
export type NotificationArea = 'user' | 'cp';
export type NotificationPage = NotificationListData;
export type NotificationItem = NotificationListData['result'][number];

export async function fetchNotifications(area: NotificationArea, folder: NotificationFolderName, page = 1): Promise<NotificationPage> {
  return (await call(NOTIFICATION_API[area].list, { folder, page: String(page) })).data;
}

/** The unread count, for the bell's badge. */
export async function fetchUnreadCount(area: NotificationArea): Promise<number> {
  return (await fetchNotifications(area, 'unread')).unread;
}

export async function markNotificationRead(area: NotificationArea, id: number): Promise<number> {
  return (await call(NOTIFICATION_API[area].read, undefined, { params: { id } })).data.unread;
}

export async function archiveNotification(area: NotificationArea, id: number): Promise<number> {
  return (await call(NOTIFICATION_API[area].archive, undefined, { params: { id } })).data.unread;
}

export async function markAllNotificationsRead(area: NotificationArea): Promise<number> {
  return (await call(NOTIFICATION_API[area].readAll)).data.unread;
}
