// Signs the investor or partner out: the session their token names ends on the server (so the token,
// from a cookie or as a bearer token, is refused from now on), and the cookies are cleared.
import { type signOutApi } from '@/lib/contracts/accounts';
import { endCallerSession } from '@/lib/server/auth/session';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { clearTokenCookies } from '@/lib/server/http/cookies';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: async (req, res) => {
    await Promise.all([endCallerSession(req, 'user'), endCallerSession(req, 'partner')]);
    clearTokenCookies(res);
    return reply(null, 'Signed out.');
  },
});
export default handler satisfies Serves<typeof handler, typeof signOutApi>;
