// Operators: the site's FAQs (GET, search and paging) and a new one (POST, 201). Audited; /Faq is rendered again.
import { adminFaqCreatedApi, adminFaqListApi } from '@/lib/contracts/reference';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { createFaq, listFaqsAdmin } from '@/lib/server/services/referenceAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('content:read', async (req) =>
    reply(await listFaqsAdmin(await getDb(), parseQuery(adminFaqListApi.input, req)), 'FAQs fetched.'),
  ),
  POST: withOperator('content:write', async (req, _res, operator) =>
    reply(await createFaq(await getDb(), operator.id, parseBody(adminFaqCreatedApi.input, req)), 'The question is added.', 201),
  ),
});
export default handler satisfies Serves<typeof handler, [typeof adminFaqListApi, typeof adminFaqCreatedApi]>;
