// The signed-in investor's notifications, by folder (unread | archived), newest first, with the unread count.
import { type notificationListApi } from '@/lib/contracts/notifications';
import type { Serves } from '@/lib/server/http/apiHandler';
import { notificationListRoute } from '@/lib/server/routes/notificationRoutes';

export const config = { api: { bodyParser: false } };

const handler = notificationListRoute('user');
export default handler satisfies Serves<typeof handler, typeof notificationListApi>;
