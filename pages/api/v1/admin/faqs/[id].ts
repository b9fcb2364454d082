// Operators: change (PATCH) or remove (DELETE) one of the site's FAQs. Audited; /Faq is rendered again.
import { type adminFaqDeletedApi, adminFaqUpdatedApi } from '@/lib/contracts/reference';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { deleteFaq, updateFaq } from '@/lib/server/services/referenceAdmin';

export const config = { api: { bodyParser: false } };

const faqId = (value: unknown) => pathId(value, 'No such question.');

const handler = defineHandler({
  PATCH: withOperator('content:write', async (req, _res, operator) =>
    reply(
      await updateFaq(await getDb(), operator.id, faqId(req.query.id), parseBody(adminFaqUpdatedApi.input, req)),
      'The question is saved.',
    ),
  ),
  DELETE: withOperator('content:write', async (req, _res, operator) =>
    reply(await deleteFaq(await getDb(), operator.id, faqId(req.query.id)), 'The question is removed.'),
  ),
});
export default handler satisfies Serves<typeof handler, [typeof adminFaqUpdatedApi, typeof adminFaqDeletedApi]>;
