import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { addToCart } from '@/lib/server/services/cart';
import { cartAddBody } from '@/lib/validations/cart';

export default defineHandler({
  POST: withUser(async (req, res, user) => {
    const item = await addToCart(await getDb(), user.id, parseBody(cartAddBody, req));
    sendOk(res, item, `${item.quantity.toLocaleString('en-IN')} shares of ${item.companyName} are in your cart.`);
  }),
});
