import { type adminTicketAssignApi } from '@/lib/contracts/support';
import type { Serves } from '@/lib/server/http/apiHandler';
import { adminTicketAssignRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

export default adminTicketAssignRoute satisfies Serves<typeof adminTicketAssignRoute, typeof adminTicketAssignApi>;
