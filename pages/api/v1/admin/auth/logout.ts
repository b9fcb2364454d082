import { defineHandler, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { clearOperatorCookie } from '@/lib/server/http/cookies';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: (_req, res) => {
    clearOperatorCookie(res);
    return reply(null, 'Signed out.');
  },
});
export default handler;
export type OperatorSignOutData = ApiData<typeof handler, 'POST'>;
