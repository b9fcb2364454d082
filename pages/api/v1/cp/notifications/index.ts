// The signed-in partner's notifications, by folder (unread | archived), newest first, with the unread count.
import { type partnerNotificationListApi } from '@/lib/contracts/notifications';
import type { Serves } from '@/lib/server/http/apiHandler';
import { notificationListRoute } from '@/lib/server/routes/notificationRoutes';

export const config = { api: { bodyParser: false } };

const handler = notificationListRoute('partner');
export default handler satisfies Serves<typeof handler, typeof partnerNotificationListApi>;
