// Operators confirm a payment of several orders once, with the bank's reference of the money: every order
// it pays still unpaid moves to payment received in one transaction (audited, the investor told once).
import { paymentConfirmApi } from '@/lib/contracts/orders';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathReference } from '@/lib/server/http/pathParams';
import { confirmPayment } from '@/lib/server/services/orders';
import { paymentConfirmedNotice } from '@/lib/status/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('orders:write', async (req, _res, operator) => {
    const reference = pathReference(req.query.reference, 'No such payment.');
    const input = parseBody(paymentConfirmApi.input, req);
    const payment = await confirmPayment(await getDb(), operator.id, reference, input);
    return reply(payment, paymentConfirmedNotice(payment.reference, payment.confirmed));
  }),
});
export default handler satisfies Serves<typeof handler, typeof paymentConfirmApi>;
