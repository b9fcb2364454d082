// Marks all of the investor's unread notifications read.
import { type ApiData } from '@/lib/server/http/apiHandler';
import { notificationReadAllRoute } from '@/lib/server/routes/notificationRoutes';

export const config = { api: { bodyParser: false } };

const handler = notificationReadAllRoute('user');
export default handler;
export type NotificationReadAllData = ApiData<typeof handler, 'POST'>;
