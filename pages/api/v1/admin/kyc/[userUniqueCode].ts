// Operators verify a submitted KYC, or reject it with a reason the investor sees. Audited.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { decideKyc } from '@/lib/server/services/adminDesk';
import { adminKycDecisionSchema } from '@/lib/validations/orders';

export default defineHandler({
  POST: withOperator(async (req, res, operator) => {
    const code = req.query.userUniqueCode;
    if (typeof code !== 'string' || !/^[A-Za-z0-9]{1,32}$/.test(code)) throw notFound('This investor has not submitted KYC.');
    const decision = parseBody(adminKycDecisionSchema, req);
    const kyc = await decideKyc(await getDb(), operator.id, code, decision);
    sendOk(res, kyc, kyc.status === 'verified' ? 'KYC verified.' : 'KYC rejected.');
  }),
});
