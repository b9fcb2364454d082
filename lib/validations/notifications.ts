import { z } from '@/lib/zod';

import { paginationQuery } from './pagination';

export const NOTIFICATION_FOLDERS = ['unread', 'archived'] as const;
export type NotificationFolderName = (typeof NOTIFICATION_FOLDERS)[number];

/** GET …/notifications?folder=unread|archived&page= */
export const notificationListQuery = paginationQuery.pick({ page: true }).extend({
  folder: z.enum(NOTIFICATION_FOLDERS, `folder must be one of: ${NOTIFICATION_FOLDERS.join(', ')}.`).default('unread'),
});
