import type { SCREENS_API } from '@/lib/contracts/screens';
import type { Serves } from '@/lib/server/http/apiHandler';
import { screensRoute } from '@/lib/server/routes/screenRoutes';

export const config = { api: { bodyParser: false } };

const handler = screensRoute('user');
export default handler satisfies Serves<typeof handler, [typeof SCREENS_API.user.list, typeof SCREENS_API.user.create]>;
