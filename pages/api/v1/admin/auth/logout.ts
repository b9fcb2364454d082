// Signs the operator out: the session ends on the server, so the token no longer opens anything.
import { type operatorSignOutApi } from '@/lib/contracts/accounts';
import { endCallerSession } from '@/lib/server/auth/session';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { clearOperatorCookie } from '@/lib/server/http/cookies';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: async (req, res) => {
    await endCallerSession(req, 'operator');
    clearOperatorCookie(res);
    return reply(null, 'Signed out.');
  },
});
export default handler satisfies Serves<typeof handler, typeof operatorSignOutApi>;
