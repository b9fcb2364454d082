import { cartAddApi } from '@/lib/contracts/cart';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { addToCart } from '@/lib/server/services/cart';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) => {
    const item = await addToCart(await getDb(), user.id, parseBody(cartAddApi.input, req));
    return reply(item, `${item.quantity.toLocaleString('en-IN')} shares of ${item.companyName} are in your cart.`);
  }),
});
export default handler satisfies Serves<typeof handler, typeof cartAddApi>;
