import { type adminTicketApi } from '@/lib/contracts/support';
import type { Serves } from '@/lib/server/http/apiHandler';
import { adminTicketRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

export default adminTicketRoute satisfies Serves<typeof adminTicketRoute, typeof adminTicketApi>;
