import { partnerSignInApi } from '@/lib/contracts/accounts';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { startSession } from '@/lib/server/http/cookies';
import { clientIp, RATE_RULES } from '@/lib/server/rateLimit';
import { findPartnerById } from '@/lib/server/services/accounts';
import { signIn } from '@/lib/server/services/signIn';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req, res) => {
      const db = await getDb();
      const id = await signIn(db, 'partner', parseBody(partnerSignInApi.input, req), clientIp(req));
      await startSession(req, res, 'partner', id);
      return reply(await findPartnerById(db, id), 'Signed in.');
    },
  },
  { rateLimit: { rule: RATE_RULES.signIn, key: (req) => `partner:${clientIp(req)}` } },
);
export default handler satisfies Serves<typeof handler, typeof partnerSignInApi>;
