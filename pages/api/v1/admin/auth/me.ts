// The signed-in operator (the console's layout asks who is here).
import { withOperator } from '@/lib/server/auth/session';
import { defineHandler, type ApiData } from '@/lib/server/http/apiHandler';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator((_req, _res, operator) => operator),
});
export default handler;
export type OperatorData = ApiData<typeof handler, 'GET'>;
