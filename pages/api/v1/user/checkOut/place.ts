// The cart's checkout: one order per company and, for several, one payment group, in one transaction (Idempotency-Key required).
import { checkoutPlacedApi } from '@/lib/contracts/orders';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, type Serves } from '@/lib/server/http/apiHandler';
import { withIdempotencyKey } from '@/lib/server/http/idempotency';
import { placeCheckout } from '@/lib/server/services/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, res, user) => {
    const input = parseBody(checkoutPlacedApi.input, req);
    const db = await getDb();
    return withIdempotencyKey(req, res, (idempotencyKey) => placeCheckout(db, user.id, input, { idempotencyKey }));
  }),
});
export default handler satisfies Serves<typeof handler, typeof checkoutPlacedApi>;
