import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { cancelSellRequest } from '@/lib/server/services/sales';
import { idParam } from '@/lib/validations/orders';

export default defineHandler({
  POST: withUser(async (req, res, user) => {
    const id = idParam.safeParse(req.query.id);
    if (!id.success) throw notFound('No such sell request.');
    sendOk(res, await cancelSellRequest(await getDb(), user.id, id.data), 'Sell request cancelled.');
  }),
});
