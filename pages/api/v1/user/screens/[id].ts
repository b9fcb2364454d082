import type { SCREENS_API } from '@/lib/contracts/screens';
import type { Serves } from '@/lib/server/http/apiHandler';
import { screenRoute } from '@/lib/server/routes/screenRoutes';

export const config = { api: { bodyParser: false } };

const handler = screenRoute('user');
export default handler satisfies Serves<
  typeof handler,
  [typeof SCREENS_API.user.get, typeof SCREENS_API.user.update, typeof SCREENS_API.user.remove]
>;
