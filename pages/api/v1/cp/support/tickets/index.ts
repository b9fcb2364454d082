import { type SUPPORT_API } from '@/lib/contracts/support';
import type { Serves } from '@/lib/server/http/apiHandler';
import { ticketsRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

const handler = ticketsRoute('partner');
export default handler satisfies Serves<typeof handler, [typeof SUPPORT_API.cp.list, typeof SUPPORT_API.cp.create]>;
