import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { clearTokenCookies } from '@/lib/server/http/cookies';

export default defineHandler({
  POST: (_req, res) => {
    clearTokenCookies(res);
    sendOk(res, null, 'Signed out.');
  },
});
