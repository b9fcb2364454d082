// The investor's own order with its events; another investor's id is a 404.
import { type orderApi } from '@/lib/contracts/orders';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { getOrder } from '@/lib/server/services/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) =>
    reply(await getOrder(await getDb(), user.id, pathId(req.query.id, 'No such order.')), 'Order fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof orderApi>;
