// Marks one of the investor's notifications read; another account's id is a 404.
import { type notificationReadApi } from '@/lib/contracts/notifications';
import type { Serves } from '@/lib/server/http/apiHandler';
import { notificationReadRoute } from '@/lib/server/routes/notificationRoutes';

export const config = { api: { bodyParser: false } };

const handler = notificationReadRoute('user');
export default handler satisfies Serves<typeof handler, typeof notificationReadApi>;
