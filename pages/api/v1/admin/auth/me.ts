// The signed-in operator (the console's layout asks who is here).
import { type operatorApi } from '@/lib/contracts/accounts';
import { withOperator } from '@/lib/server/auth/session';
import { defineHandler, type Serves } from '@/lib/server/http/apiHandler';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('staff', (_req, _res, operator) => operator),
});
export default handler satisfies Serves<typeof handler, typeof operatorApi>;
