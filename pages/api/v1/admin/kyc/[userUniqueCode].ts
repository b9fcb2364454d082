// Operators verify a submitted KYC, or reject it with a reason the investor sees. Audited.
import { kycDecisionApi } from '@/lib/contracts/kyc';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { decideKyc } from '@/lib/server/services/kyc';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('kyc:write', async (req, _res, operator) => {
    const code = req.query.userUniqueCode;
    if (typeof code !== 'string' || !/^[A-Za-z0-9]{1,32}$/.test(code)) throw notFound('This investor has not submitted KYC.');
    const decision = parseBody(kycDecisionApi.input, req);
    const kyc = await decideKyc(await getDb(), operator.id, code, decision);
    // Against the automatic check nothing changes yet: 202 with the approval another person decides.
    if (kyc.approval) return reply(kyc, 'This decision goes against the automatic check: it waits for another person’s approval.', 202);
    return reply(kyc, kyc.status === 'verified' ? 'KYC verified.' : 'KYC rejected.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof kycDecisionApi>;
