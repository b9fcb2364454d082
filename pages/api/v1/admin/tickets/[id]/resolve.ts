import { type adminTicketResolveApi } from '@/lib/contracts/support';
import type { Serves } from '@/lib/server/http/apiHandler';
import { adminTicketResolveRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

export default adminTicketResolveRoute satisfies Serves<typeof adminTicketResolveRoute, typeof adminTicketResolveApi>;
