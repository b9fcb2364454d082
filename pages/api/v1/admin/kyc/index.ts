// Operators: KYC records by status (default: submitted, the review queue, oldest first).
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, sendOk } from '@/lib/server/http/apiHandler';
import { listKycForReview } from '@/lib/server/services/adminDesk';
import { adminKycListQuery } from '@/lib/validations/orders';

export default defineHandler({
  GET: withOperator(async (req, res) => {
    sendOk(res, await listKycForReview(await getDb(), parseQuery(adminKycListQuery, req)), 'KYC fetched.');
  }),
});
