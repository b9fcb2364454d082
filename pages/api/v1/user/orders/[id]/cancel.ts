// The investor cancels their own order while it awaits payment; its shares go back on sale.
import { type orderCancelApi } from '@/lib/contracts/orders';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { cancelOrder } from '@/lib/server/services/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) =>
    reply(await cancelOrder(await getDb(), user.id, pathId(req.query.id, 'No such order.')), 'Order cancelled.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof orderCancelApi>;
