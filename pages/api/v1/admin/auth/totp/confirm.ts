// Confirms the new authenticator with a code from it: it replaces the old one, and the operator's
// other sessions end.
import type { operatorTotpConfirmApi } from '@/lib/contracts/accounts';
import { byCaller, currentSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { unauthorized } from '@/lib/server/http/httpError';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { confirmTotpReset } from '@/lib/server/services/operators';
import { totpResetConfirmSchema } from '@/lib/validations/operators';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const signedIn = await currentSession(req, 'operator');
      if (!signedIn) throw unauthorized('Please sign in to the operator console.');
      const { code } = parseBody(totpResetConfirmSchema, req);
      await confirmTotpReset(await getDb(), signedIn.account.id, code, signedIn.sessionId);
      return reply(null, 'Your new authenticator is in use. Your other sessions are signed out.');
    },
  },
  // Every attempt counts, so guesses at the password run out.
  { rateLimit: { rule: RATE_RULES.profileChange, key: byCaller('operator', 'account:') } },
);
export default handler satisfies Serves<typeof handler, typeof operatorTotpConfirmApi>;
