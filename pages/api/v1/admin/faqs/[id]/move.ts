// Operators: move one of the site's FAQs a place up or down the page (swapped with its neighbour). Audited; /Faq is rendered again.
import { adminFaqMovedApi } from '@/lib/contracts/reference';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { FAQ_DESK, moveFaq } from '@/lib/server/services/referenceAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('content:write', async (req, _res, operator) => {
    const id = pathId(req.query.id, FAQ_DESK.messages[4]);
    const { direction } = parseBody(adminFaqMovedApi.input, req);
    return reply(
      await moveFaq(await getDb(), operator.id, id, direction),
      direction === 'up' ? 'The question moved up.' : 'The question moved down.',
    );
  }),
});
export default handler satisfies Serves<typeof handler, typeof adminFaqMovedApi>;
