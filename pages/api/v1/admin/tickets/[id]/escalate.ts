import { type adminTicketEscalateApi } from '@/lib/contracts/support';
import type { Serves } from '@/lib/server/http/apiHandler';
import { adminTicketEscalateRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

export default adminTicketEscalateRoute satisfies Serves<typeof adminTicketEscalateRoute, typeof adminTicketEscalateApi>;
