// The investor cancels their own sell request before the shares arrive.
import { type sellCancelApi } from '@/lib/contracts/sales';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { cancelSellRequest } from '@/lib/server/services/sales';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) =>
    reply(await cancelSellRequest(await getDb(), user.id, pathId(req.query.id, 'No such sell request.')), 'Sell request cancelled.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof sellCancelApi>;
