import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { startSession } from '@/lib/server/http/cookies';
import { clientIp, RATE_RULES } from '@/lib/server/rateLimit';
import { findPartnerById } from '@/lib/server/services/accounts';
import { signIn } from '@/lib/server/services/signIn';
import { signInSchema } from '@/lib/validations/auth';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req, res) => {
      const db = await getDb();
      const id = await signIn(db, 'partner', parseBody(signInSchema, req), clientIp(req));
      await startSession(req, res, 'partner', id);
      return reply(await findPartnerById(db, id), 'Signed in.');
    },
  },
  { rateLimit: { rule: RATE_RULES.signIn, key: (req) => `partner:${clientIp(req)}` } },
);
export default handler;
export type PartnerSignInData = ApiData<typeof handler, 'POST'>;
