// The notification panel's calls, to the investor's or the partner's API by area.
import { cpApi, userApi } from '@/lib/api/clients';
import type { ApiSuccess } from '@/lib/api/envelope';
import type { NotificationListData, NotificationReadAllData, NotificationReadData } from '@/lib/contracts/notifications';
import type { NotificationFolderName } from '@/lib/validations/notifications';

/** Whose notifications: the investor's (/api/v1/user) or the partner's (/api/v1/cp). */
export type NotificationArea = 'user' | 'cp';
export type NotificationPage = NotificationListData;
export type NotificationItem = NotificationListData['result'][number];

const client = (area: NotificationArea) => (area === 'cp' ? cpApi : userApi);

export async function fetchNotifications(area: NotificationArea, folder: NotificationFolderName, page = 1): Promise<NotificationPage> {
  const response = await client(area).get<ApiSuccess<NotificationPage>>('notifications', { params: { folder, page } });
  return response.data.data;
}

/** The unread count, for the bell's badge. */
export async function fetchUnreadCount(area: NotificationArea): Promise<number> {
  return (await fetchNotifications(area, 'unread')).unread;
}

export async function markNotificationRead(area: NotificationArea, id: number): Promise<number> {
  const response = await client(area).post<ApiSuccess<NotificationReadData>>(`notifications/${String(id)}/read`);
  return response.data.data.unread;
}

export async function archiveNotification(area: NotificationArea, id: number): Promise<number> {
  const response = await client(area).post<ApiSuccess<NotificationReadData>>(`notifications/${String(id)}/archive`);
  return response.data.data.unread;
}

export async function markAllNotificationsRead(area: NotificationArea): Promise<number> {
  const response = await client(area).post<ApiSuccess<NotificationReadAllData>>('notifications/read-all');
  return response.data.data.unread;
}
