import { type SESSION_API } from '@/lib/contracts/sessions';
import type { Serves } from '@/lib/server/http/apiHandler';
import { sessionEndRoute } from '@/lib/server/routes/sessionRoutes';

export const config = { api: { bodyParser: false } };

const handler = sessionEndRoute('partner');
export default handler satisfies Serves<typeof handler, typeof SESSION_API.partner.end>;
