import type { PRIVACY_API } from '@/lib/contracts/privacy';
import type { Serves } from '@/lib/server/http/apiHandler';
import { acceptanceRoute } from '@/lib/server/routes/privacyRoutes';

export const config = { api: { bodyParser: false } };

const handler = acceptanceRoute('partner');
export default handler satisfies Serves<typeof handler, typeof PRIVACY_API.partner.acceptance>;
