import { type SUPPORT_API } from '@/lib/contracts/support';
import type { Serves } from '@/lib/server/http/apiHandler';
import { ticketRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

const handler = ticketRoute('user');
export default handler satisfies Serves<typeof handler, typeof SUPPORT_API.user.ticket>;
