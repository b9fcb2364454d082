// The signed-in operator changes their own password; their other sessions end, this one goes on.
import { type operatorPasswordApi } from '@/lib/contracts/profile';
import { byCaller, currentSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { unauthorized } from '@/lib/server/http/httpError';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { changeOperatorPassword } from '@/lib/server/services/operators';
import { PASSWORD_CHANGED_MESSAGE, passwordChangeSchema } from '@/lib/validations/profile';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const signedIn = await currentSession(req, 'operator');
      if (!signedIn) throw unauthorized('Please sign in to the operator console.');
      const { currentPassword, newPassword } = parseBody(passwordChangeSchema, req);
      await changeOperatorPassword(await getDb(), signedIn.account.id, currentPassword, newPassword, signedIn.sessionId);
      return reply(null, `${PASSWORD_CHANGED_MESSAGE} Your other sessions are signed out.`);
    },
  },
  // Every attempt counts, so guesses at the password run out.
  { rateLimit: { rule: RATE_RULES.profileChange, key: byCaller('operator', 'account:') } },
);
export default handler satisfies Serves<typeof handler, typeof operatorPasswordApi>;
