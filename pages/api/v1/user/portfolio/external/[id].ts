// Changes or deletes one of the investor's holdings elsewhere; another investor's id is a 404.
import { externalHoldingUpdateApi, type externalHoldingDeleteApi } from '@/lib/contracts/portfolio';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { deleteExternalHolding, updateExternalHolding } from '@/lib/server/services/externalHoldings';

export const config = { api: { bodyParser: false } };

const NO_SUCH = 'No such holding.';

const handler = defineHandler({
  PATCH: withUser(async (req, _res, user) =>
    reply(
      await updateExternalHolding(await getDb(), user.id, pathId(req.query.id, NO_SUCH), parseBody(externalHoldingUpdateApi.input, req)),
      'Holding updated.',
    ),
  ),
  DELETE: withUser(async (req, _res, user) =>
    reply(await deleteExternalHolding(await getDb(), user.id, pathId(req.query.id, NO_SUCH)), 'Holding deleted.'),
  ),
});
export default handler satisfies Serves<typeof handler, [typeof externalHoldingUpdateApi, typeof externalHoldingDeleteApi]>;
