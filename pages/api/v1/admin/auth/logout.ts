import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { clearOperatorCookie } from '@/lib/server/http/cookies';

export default defineHandler({
  POST: (_req, res) => {
    clearOperatorCookie(res);
    sendOk(res, null, 'Signed out.');
  },
});
