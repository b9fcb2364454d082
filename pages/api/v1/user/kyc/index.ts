// The signed-in investor's own KYC: GET shows it (numbers masked), POST submits it for review.
import { type kycApi, kycSubmitApi } from '@/lib/contracts/kyc';
import { byCaller, withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { getKyc, submitKyc } from '@/lib/server/services/kyc';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: withUser(async (_req, _res, user) => getKyc(await getDb(), user.id)),
    POST: withUser(async (req, _res, user) => {
      const input = parseBody(kycSubmitApi.input, req);
      const kyc = await submitKyc(await getDb(), user.id, input);
      return reply(kyc, 'Thank you. Your KYC has been submitted for review.', 201);
    }),
  },
  { rateLimit: { POST: { rule: RATE_RULES.kycSubmit, key: byCaller('user') } } },
);
export default handler satisfies Serves<typeof handler, [typeof kycApi, typeof kycSubmitApi]>;
