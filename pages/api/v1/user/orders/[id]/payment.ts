// The investor reports the UTR of the bank transfer that paid the order.
import { paymentReportApi } from '@/lib/contracts/orders';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { reportPayment } from '@/lib/server/services/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) => {
    const id = pathId(req.query.id, 'No such order.');
    const { utr } = parseBody(paymentReportApi.input, req);
    return reply(await reportPayment(await getDb(), user.id, id, utr), 'Thank you. We will confirm your payment shortly.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof paymentReportApi>;
