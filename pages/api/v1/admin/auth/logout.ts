// Signs the operator out: the session ends on the server, so the token no longer opens anything.
import { endCallerSession } from '@/lib/server/auth/session';
import { defineHandler, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { clearOperatorCookie } from '@/lib/server/http/cookies';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: async (req, res) => {
    await endCallerSession(req, 'operator');
    clearOperatorCookie(res);
    return reply(null, 'Signed out.');
  },
});
export default handler;
export type OperatorSignOutData = ApiData<typeof handler, 'POST'>;
