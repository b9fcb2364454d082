import { type SESSION_API } from '@/lib/contracts/sessions';
import type { Serves } from '@/lib/server/http/apiHandler';
import { signOutEverywhereRoute } from '@/lib/server/routes/sessionRoutes';

export const config = { api: { bodyParser: false } };

const handler = signOutEverywhereRoute('operator');
export default handler satisfies Serves<typeof handler, typeof SESSION_API.operator.everywhere>;
