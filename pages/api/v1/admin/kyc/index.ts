// Operators: KYC records by status (default: submitted, the review queue, oldest first).
import { kycReviewListApi } from '@/lib/contracts/kyc';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { replyList } from '@/lib/server/http/listCsv';
import { KYC_REVIEW_CSV, listKycForReview } from '@/lib/server/services/kyc';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('kyc:read', async (req, res) => {
    const db = await getDb();
    return replyList(res, parseQuery(kycReviewListApi.input, req), (query) => listKycForReview(db, query), KYC_REVIEW_CSV, 'KYC fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof kycReviewListApi>;
