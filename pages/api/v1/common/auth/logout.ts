import { defineHandler, reply } from '@/lib/server/http/apiHandler';
import { clearTokenCookies } from '@/lib/server/http/cookies';

export const config = { api: { bodyParser: false } };

export default defineHandler({
  POST: (_req, res) => {
    clearTokenCookies(res);
    return reply(null, 'Signed out.');
  },
});
