// The signed-in operator starts replacing their authenticator: with their password, a new secret to
// scan (otpauth:// URI and QR code), which takes effect only once a code from it is confirmed.
import type { operatorTotpResetApi } from '@/lib/contracts/accounts';
import { byCaller, currentSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { unauthorized } from '@/lib/server/http/httpError';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { qrCodeSvg, startTotpReset } from '@/lib/server/services/operators';
import { totpResetStartSchema } from '@/lib/validations/operators';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req, res) => {
      const signedIn = await currentSession(req, 'operator');
      if (!signedIn) throw unauthorized('Please sign in to the operator console.');
      const { currentPassword } = parseBody(totpResetStartSchema, req);
      const { secret, uri } = await startTotpReset(await getDb(), signedIn.account.id, signedIn.account.email, currentPassword);
      // A secret: never kept by any cache.
      res.setHeader('Cache-Control', 'no-store');
      return reply({ secret, uri, qrSvg: await qrCodeSvg(uri) }, 'Scan the new secret, then type a code from it to switch.');
    },
  },
  // Every attempt counts, so guesses at the password run out.
  { rateLimit: { rule: RATE_RULES.profileChange, key: byCaller('operator', 'account:') } },
);
export default handler satisfies Serves<typeof handler, typeof operatorTotpResetApi>;
