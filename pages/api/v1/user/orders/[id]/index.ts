import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { getOrder } from '@/lib/server/services/orders';
import { idParam } from '@/lib/validations/orders';

export default defineHandler({
  GET: withUser(async (req, res, user) => {
    const id = idParam.safeParse(req.query.id);
    if (!id.success) throw notFound('No such order.');
    sendOk(res, await getOrder(await getDb(), user.id, id.data), 'Order fetched.');
  }),
});
