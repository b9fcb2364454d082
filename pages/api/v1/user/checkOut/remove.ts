import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { removeFromCart } from '@/lib/server/services/cart';
import { cartRemoveBody } from '@/lib/validations/cart';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) => {
    const { companyId } = parseBody(cartRemoveBody, req);
    return reply(await removeFromCart(await getDb(), user.id, companyId), 'Removed from your cart.');
  }),
});
export default handler;
export type CartRemoveData = ApiData<typeof handler, 'POST'>;
