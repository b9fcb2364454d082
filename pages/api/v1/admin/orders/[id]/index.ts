import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { getAdminOrder } from '@/lib/server/services/orders';
import { idParam } from '@/lib/validations/orders';

export default defineHandler({
  GET: withOperator(async (req, res) => {
    const id = idParam.safeParse(req.query.id);
    if (!id.success) throw notFound('No such order.');
    sendOk(res, await getAdminOrder(await getDb(), id.data), 'Order fetched.');
  }),
});
