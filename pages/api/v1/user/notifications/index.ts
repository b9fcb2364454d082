// The signed-in investor's notifications, by folder (unread | archived), newest first, with the unread count.
import { type ApiData } from '@/lib/server/http/apiHandler';
import { notificationListRoute } from '@/lib/server/routes/notificationRoutes';

export const config = { api: { bodyParser: false } };

const handler = notificationListRoute('user');
export default handler;
export type NotificationListData = ApiData<typeof handler, 'GET'>;
