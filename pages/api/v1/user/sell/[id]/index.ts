// The investor's own sell request; another investor's id is a 404.
import { type sellRequestApi } from '@/lib/contracts/sales';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { getSellRequest } from '@/lib/server/services/sales';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) =>
    reply(await getSellRequest(await getDb(), user.id, pathId(req.query.id, 'No such sell request.')), 'Sell request fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof sellRequestApi>;
