// The investor reports the UTR of the bank transfer that paid the order.
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { reportPayment } from '@/lib/server/services/orders';
import { idParam, paymentReportSchema } from '@/lib/validations/orders';

export default defineHandler({
  POST: withUser(async (req, res, user) => {
    const id = idParam.safeParse(req.query.id);
    if (!id.success) throw notFound('No such order.');
    const { utr } = parseBody(paymentReportSchema, req);
    sendOk(res, await reportPayment(await getDb(), user.id, id.data, utr), 'Thank you. We will confirm your payment shortly.');
  }),
});
