import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { addToCart } from '@/lib/server/services/cart';
import { cartAddBody } from '@/lib/validations/cart';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) => {
    const item = await addToCart(await getDb(), user.id, parseBody(cartAddBody, req));
    return reply(item, `${item.quantity.toLocaleString('en-IN')} shares of ${item.companyName} are in your cart.`);
  }),
});
export default handler;
export type CartAddData = ApiData<typeof handler, 'POST'>;
