// Archives one of the investor's notifications; another account's id is a 404.
import { type notificationArchiveApi } from '@/lib/contracts/notifications';
import type { Serves } from '@/lib/server/http/apiHandler';
import { notificationArchiveRoute } from '@/lib/server/routes/notificationRoutes';

export const config = { api: { bodyParser: false } };

const handler = notificationArchiveRoute('user');
export default handler satisfies Serves<typeof handler, typeof notificationArchiveApi>;
