import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { getAdminSellRequest } from '@/lib/server/services/sales';
import { idParam } from '@/lib/validations/orders';

export default defineHandler({
  GET: withOperator(async (req, res) => {
    const id = idParam.safeParse(req.query.id);
    if (!id.success) throw notFound('No such sell request.');
    sendOk(res, await getAdminSellRequest(await getDb(), id.data), 'Sell request fetched.');
  }),
});
