import { type adminTicketListApi } from '@/lib/contracts/support';
import type { Serves } from '@/lib/server/http/apiHandler';
import { adminTicketsRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

export default adminTicketsRoute satisfies Serves<typeof adminTicketsRoute, typeof adminTicketListApi>;
