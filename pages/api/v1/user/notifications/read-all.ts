// Marks all of the investor's unread notifications read.
import { type notificationReadAllApi } from '@/lib/contracts/notifications';
import type { Serves } from '@/lib/server/http/apiHandler';
import { notificationReadAllRoute } from '@/lib/server/routes/notificationRoutes';

export const config = { api: { bodyParser: false } };

const handler = notificationReadAllRoute('user');
export default handler satisfies Serves<typeof handler, typeof notificationReadAllApi>;
