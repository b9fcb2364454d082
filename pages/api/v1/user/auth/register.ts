import { userSignUpApi } from '@/lib/contracts/accounts';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { startSession } from '@/lib/server/http/cookies';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { registerUser } from '@/lib/server/services/accounts';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req, res) => {
      const input = parseBody(userSignUpApi.input, req);
      const account = await registerUser(await getDb(), input);
      await startSession(req, res, 'user', account.id);
      return reply(account, 'Your account is ready.', 201);
    },
  },
  { rateLimit: { rule: RATE_RULES.register } },
);
export default handler satisfies Serves<typeof handler, typeof userSignUpApi>;
