// Finance confirms a statement's matched lines (all, or `lineIds`): their orders move to payment received
// in one transaction. Confirming again finds nothing matched: 409, nothing changes.
import { statementConfirmApi } from '@/lib/contracts/bankStatements';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { formatPaise } from '@/lib/format';
import { confirmStatement } from '@/lib/server/services/bankStatements';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('payments:write', async (req, _res, operator) => {
    const id = pathId(req.query.id, 'No such statement.');
    // No body at all means every matched line.
    if (req.body === '') req.body = {};
    const result = await confirmStatement(await getDb(), operator.id, id, parseBody(statementConfirmApi.input, req));
    const count = result.orders.length;
    return reply(result, `${count} order${count === 1 ? '' : 's'} moved to payment received (${formatPaise(result.totalPaise)}).`);
  }),
});
export default handler satisfies Serves<typeof handler, typeof statementConfirmApi>;
