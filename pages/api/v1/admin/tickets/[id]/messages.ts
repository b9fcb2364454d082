import { type adminTicketReplyApi } from '@/lib/contracts/support';
import type { Serves } from '@/lib/server/http/apiHandler';
import { adminTicketMessagesRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

export default adminTicketMessagesRoute satisfies Serves<typeof adminTicketMessagesRoute, typeof adminTicketReplyApi>;
