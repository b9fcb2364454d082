// Marks all of the partner's unread notifications read.
import { type ApiData } from '@/lib/server/http/apiHandler';
import { notificationReadAllRoute } from '@/lib/server/routes/notificationRoutes';

export const config = { api: { bodyParser: false } };

const handler = notificationReadAllRoute('partner');
export default handler;
export type PartnerNotificationReadAllData = ApiData<typeof handler, 'POST'>;
