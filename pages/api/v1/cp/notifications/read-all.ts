// Marks all of the partner's unread notifications read.
import { type partnerNotificationReadAllApi } from '@/lib/contracts/notifications';
import type { Serves } from '@/lib/server/http/apiHandler';
import { notificationReadAllRoute } from '@/lib/server/routes/notificationRoutes';

export const config = { api: { bodyParser: false } };

const handler = notificationReadAllRoute('partner');
export default handler satisfies Serves<typeof handler, typeof partnerNotificationReadAllApi>;
