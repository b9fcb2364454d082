// Operators: the glossary's terms (GET, search and paging) and a new one (POST, 201). Audited; /glossary is rendered again.
import { adminGlossaryCreatedApi, adminGlossaryListApi } from '@/lib/contracts/reference';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { createGlossaryTerm, listGlossaryAdmin } from '@/lib/server/services/referenceAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('content:read', async (req) =>
    reply(await listGlossaryAdmin(await getDb(), parseQuery(adminGlossaryListApi.input, req)), 'Terms fetched.'),
  ),
  POST: withOperator('content:write', async (req, _res, operator) =>
    reply(await createGlossaryTerm(await getDb(), operator.id, parseBody(adminGlossaryCreatedApi.input, req)), 'The term is added.', 201),
  ),
});
export default handler satisfies Serves<typeof handler, [typeof adminGlossaryListApi, typeof adminGlossaryCreatedApi]>;
