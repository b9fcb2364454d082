// The investor accepts a proposal (Idempotency-Key required): an order at the proposal's price,
// answered as { order } the way GET /api/v1/user/orders/{id} gives it.
import { type proposalAcceptApi } from '@/lib/contracts/proposals';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, type Serves } from '@/lib/server/http/apiHandler';
import { withIdempotencyKey } from '@/lib/server/http/idempotency';
import { pathId } from '@/lib/server/http/pathParams';
import { acceptProposal } from '@/lib/server/services/proposals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, res, user) => {
    const id = pathId(req.query.id, 'No such proposal.');
    const db = await getDb();
    return withIdempotencyKey(req, res, (idempotencyKey) => acceptProposal(db, user.id, id, { idempotencyKey }));
  }),
});
export default handler satisfies Serves<typeof handler, typeof proposalAcceptApi>;
