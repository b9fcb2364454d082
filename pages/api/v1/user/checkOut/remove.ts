import { cartRemoveApi } from '@/lib/contracts/cart';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { removeFromCart } from '@/lib/server/services/cart';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) => {
    const { companyId } = parseBody(cartRemoveApi.input, req);
    return reply(await removeFromCart(await getDb(), user.id, companyId), 'Removed from your cart.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof cartRemoveApi>;
