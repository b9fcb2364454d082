import { type PRIVACY_API } from '@/lib/contracts/privacy';
import type { Serves } from '@/lib/server/http/apiHandler';
import { exportsRoute } from '@/lib/server/routes/privacyRoutes';

export const config = { api: { bodyParser: false } };

const handler = exportsRoute('user');
export default handler satisfies Serves<typeof handler, [typeof PRIVACY_API.user.exports, typeof PRIVACY_API.user.requestExport]>;
