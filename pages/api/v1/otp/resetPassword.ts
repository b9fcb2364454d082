// POST { role?, channel, destination, code, password }: sets a new password with a "reset" code.
import { type passwordResetApi } from '@/lib/contracts/accounts';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { clientIp, RATE_RULES } from '@/lib/server/rateLimit';
import { findAccountById, markContactVerified, setPassword } from '@/lib/server/services/accounts';
import { consumeCode } from '@/lib/server/services/otp';
import { forgetSignInFailures } from '@/lib/server/services/signIn';
import { passwordResetSchema } from '@/lib/validations/otp';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const { role, channel, destination, code, password } = parseBody(passwordResetSchema, req);
      const db = await getDb();
      const id = await consumeCode(db, { role, purpose: 'reset', channel, destination }, code);
      await setPassword(db, role, id, password);
      await markContactVerified(db, role, id, channel);
      // A reset ends the account's lock-out from this address and its delays (it proved it holds the
      // address), by email and by phone.
      const account = await findAccountById(db, role, id);
      for (const key of new Set([destination, account?.email, account?.phone])) {
        if (key) await forgetSignInFailures(role, key, clientIp(req));
      }
      return reply(null, 'Your password is changed. Please sign in with the new one.');
    },
  },
  { rateLimit: { rule: RATE_RULES.passwordReset } },
);
export default handler satisfies Serves<typeof handler, typeof passwordResetApi>;
