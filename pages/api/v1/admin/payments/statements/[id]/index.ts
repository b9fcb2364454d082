// Finance: one imported statement, its lines matched to orders now, and reported payments no statement holds.
import { type statementApi } from '@/lib/contracts/bankStatements';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { getStatement } from '@/lib/server/services/bankStatements';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('payments:read', async (req) =>
    reply(await getStatement(await getDb(), pathId(req.query.id, 'No such statement.')), 'Statement fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof statementApi>;
