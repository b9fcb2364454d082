// POST { role?, purpose: "sign-in" | "reset", channel: "email" | "sms", destination }
// Answers the same whether or not an account uses the address.
import { codeSentApi } from '@/lib/contracts/accounts';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { accountIdByContact, issueCode } from '@/lib/server/services/otp';
import { CODE_SENT_MESSAGE } from '@/lib/validations/otp';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const { role, purpose, channel, destination } = parseBody(codeSentApi.input, req);
      const db = await getDb();
      const accountId = await accountIdByContact(db, role, channel, destination);
      return reply(await issueCode(db, { role, purpose, channel, destination }, accountId), CODE_SENT_MESSAGE);
    },
  },
  // Per client address here; per destination, in the budget of anyone but its owner signed in, in issueCode.
  { rateLimit: { rule: RATE_RULES.otpSend } },
);
export default handler satisfies Serves<typeof handler, typeof codeSentApi>;
