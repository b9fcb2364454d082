// POST { role?, channel, destination, code }: signs in with a code from /api/v1/otp/send.
import { codeSignInApi } from '@/lib/contracts/accounts';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { startSession } from '@/lib/server/http/cookies';
import { clientIp, RATE_RULES } from '@/lib/server/rateLimit';
import { findAccountById } from '@/lib/server/services/accounts';
import { signInWithCode } from '@/lib/server/services/signIn';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req, res) => {
      const db = await getDb();
      const { role, id } = await signInWithCode(db, parseBody(codeSignInApi.input, req), clientIp(req));
      await startSession(req, res, role, id);
      return reply(await findAccountById(db, role, id), 'Signed in.');
    },
  },
  { rateLimit: { rule: RATE_RULES.otpVerify } },
);
export default handler satisfies Serves<typeof handler, typeof codeSignInApi>;
