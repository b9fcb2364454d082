import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { removeFromCart } from '@/lib/server/services/cart';
import { cartRemoveBody } from '@/lib/validations/cart';

export default defineHandler({
  POST: withUser(async (req, res, user) => {
    const { companyId } = parseBody(cartRemoveBody, req);
    sendOk(res, await removeFromCart(await getDb(), user.id, companyId), 'Removed from your cart.');
  }),
});
