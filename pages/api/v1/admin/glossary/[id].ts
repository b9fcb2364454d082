// Operators: change (PATCH) or remove (DELETE) a glossary term. Audited; /glossary is rendered again.
import { type adminGlossaryDeletedApi, adminGlossaryUpdatedApi } from '@/lib/contracts/reference';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { deleteGlossaryTerm, updateGlossaryTerm } from '@/lib/server/services/referenceAdmin';

export const config = { api: { bodyParser: false } };

const termId = (value: unknown) => pathId(value, 'No such term.');

const handler = defineHandler({
  PATCH: withOperator('content:write', async (req, _res, operator) =>
    reply(
      await updateGlossaryTerm(await getDb(), operator.id, termId(req.query.id), parseBody(adminGlossaryUpdatedApi.input, req)),
      'The term is saved.',
    ),
  ),
  DELETE: withOperator('content:write', async (req, _res, operator) =>
    reply(await deleteGlossaryTerm(await getDb(), operator.id, termId(req.query.id)), 'The term is removed.'),
  ),
});
export default handler satisfies Serves<typeof handler, [typeof adminGlossaryUpdatedApi, typeof adminGlossaryDeletedApi]>;
