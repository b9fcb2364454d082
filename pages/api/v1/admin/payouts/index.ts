// Operators: partners with accrued commission and the payouts made (GET); record a payout of every
// accrued commission of one partner, by partner code, with the bank reference (POST, audited).
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { adminPayouts, recordPayout } from '@/lib/server/services/commissions';
import { payoutCreateSchema, payoutListQuery } from '@/lib/validations/proposals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator(async (req) => reply(await adminPayouts(await getDb(), parseQuery(payoutListQuery, req)), 'Payouts fetched.')),
  POST: withOperator(async (req, _res, operator) => {
    const payout = await recordPayout(await getDb(), operator.id, parseBody(payoutCreateSchema, req));
    return reply(payout, `Payout ${payout.bankReference} recorded.`, 201);
  }),
});
export default handler;
export type AdminPayoutListData = ApiData<typeof handler, 'GET'>;
export type PayoutRecordedData = ApiData<typeof handler, 'POST'>;
