// Operators: one sell request with the investor's KYC accounts, its events and the allowed next steps.
import { type adminSellRequestApi } from '@/lib/contracts/sales';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { getAdminSellRequest } from '@/lib/server/services/sales';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('sales:read', async (req) =>
    reply(await getAdminSellRequest(await getDb(), pathId(req.query.id, 'No such sell request.')), 'Sell request fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminSellRequestApi>;
