// Operators: KYC records by status (default: submitted, the review queue, oldest first).
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { listKycForReview } from '@/lib/server/services/adminDesk';
import { adminKycListQuery } from '@/lib/validations/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator(async (req) => reply(await listKycForReview(await getDb(), parseQuery(adminKycListQuery, req)), 'KYC fetched.')),
});
export default handler;
export type KycReviewListData = ApiData<typeof handler, 'GET'>;
