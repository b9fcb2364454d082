// The signed-in investor's own KYC: GET shows it (numbers masked), POST submits it for review.
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { hit, RATE_RULES } from '@/lib/server/rateLimit';
import { getKyc, submitKyc } from '@/lib/server/services/kyc';
import { kycSubmitSchema } from '@/lib/validations/kyc';

export default defineHandler({
  GET: withUser(async (_req, res, user) => {
    sendOk(res, await getKyc(await getDb(), user.id));
  }),
  POST: withUser(async (req, res, user) => {
    await hit(RATE_RULES.kycSubmit, `user:${user.id}`);
    const input = parseBody(kycSubmitSchema, req);
    const kyc = await submitKyc(await getDb(), user.id, input);
    sendOk(res, kyc, 'Thank you. Your KYC has been submitted for review.', 201);
  }),
});
