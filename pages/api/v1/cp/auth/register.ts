import { partnerSignUpApi } from '@/lib/contracts/accounts';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { startSession } from '@/lib/server/http/cookies';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { registerPartner } from '@/lib/server/services/accounts';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req, res) => {
      const input = parseBody(partnerSignUpApi.input, req);
      const account = await registerPartner(await getDb(), input);
      await startSession(req, res, 'partner', account.id);
      return reply(account, 'Welcome aboard, partner.', 201);
    },
  },
  { rateLimit: { rule: RATE_RULES.register } },
);
export default handler satisfies Serves<typeof handler, typeof partnerSignUpApi>;
