// Operator sign-in: email, password and the authenticator's six-digit code. Wrong codes count
// toward the same lock-out as wrong passwords (signInOperator).
import { operatorSignInApi } from '@/lib/contracts/accounts';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { startOperatorSession } from '@/lib/server/http/cookies';
import { clientIp, RATE_RULES } from '@/lib/server/rateLimit';
import { findActiveOperator } from '@/lib/server/services/operators';
import { signInOperator } from '@/lib/server/services/signIn';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req, res) => {
      const db = await getDb();
      const id = await signInOperator(db, parseBody(operatorSignInApi.input, req), clientIp(req));
      await startOperatorSession(req, res, id);
      return reply(await findActiveOperator(db, id), 'Signed in.');
    },
  },
  { rateLimit: { rule: RATE_RULES.signIn, key: (req) => `operator:${clientIp(req)}` } },
);
export default handler satisfies Serves<typeof handler, typeof operatorSignInApi>;
