// The signed-in operator (the console's layout asks who is here).
import { withOperator } from '@/lib/server/auth/session';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';

export default defineHandler({
  GET: withOperator((_req, res, operator) => {
    sendOk(res, operator);
  }),
});
