// Operators: KYC records by status (default: submitted, the review queue, oldest first).
import { kycReviewListApi } from '@/lib/contracts/kyc';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listKycForReview } from '@/lib/server/services/kyc';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('kyc:read', async (req) =>
    reply(await listKycForReview(await getDb(), parseQuery(kycReviewListApi.input, req)), 'KYC fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof kycReviewListApi>;
