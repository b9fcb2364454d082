import { cartApi } from '@/lib/contracts/cart';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listCart } from '@/lib/server/services/cart';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) => {
    const { page, limit } = parseQuery(cartApi.input, req);
    return reply(await listCart(await getDb(), user.id, page, limit), 'Cart fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof cartApi>;
