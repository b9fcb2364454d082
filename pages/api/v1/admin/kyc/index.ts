// Operators: KYC records by status (default: submitted, the review queue, oldest first).
import { kycReviewListApi } from '@/lib/contracts/kyc';
import { defineHandler, type Serves } from '@/lib/server/http/apiHandler';
import { listGet } from '@/lib/server/http/listCsv';
import { KYC_REVIEW_CSV, listKycForReview } from '@/lib/server/services/kyc';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: listGet('kyc:read', kycReviewListApi.input, listKycForReview, KYC_REVIEW_CSV, 'KYC fetched.'),
});
export default handler satisfies Serves<typeof handler, typeof kycReviewListApi>;
