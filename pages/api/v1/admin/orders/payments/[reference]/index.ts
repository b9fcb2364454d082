// Operators: a payment of several orders (a checkout's one transfer) by its reference: the amount, the UTR,
// the investor with their KYC accounts, every order it pays and what confirming it would move now.
import { type adminPaymentApi } from '@/lib/contracts/orders';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathReference } from '@/lib/server/http/pathParams';
import { getAdminPayment } from '@/lib/server/services/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('orders:read', async (req) =>
    reply(await getAdminPayment(await getDb(), pathReference(req.query.reference, 'No such payment.')), 'Payment fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminPaymentApi>;
