import { type SUPPORT_API } from '@/lib/contracts/support';
import type { Serves } from '@/lib/server/http/apiHandler';
import { ticketMessagesRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

const handler = ticketMessagesRoute('partner');
export default handler satisfies Serves<typeof handler, typeof SUPPORT_API.cp.reply>;
