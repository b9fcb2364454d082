// Operators: partners with accrued commission and the payouts made (GET); record a payout of every
// accrued commission of one partner, by partner code, with the bank reference (POST, audited; above the
// four-eyes threshold it waits for a second person: 202).
import { adminPayoutListApi, payoutRecordedApi } from '@/lib/contracts/commissions';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { replyList } from '@/lib/server/http/listCsv';
import { adminPayouts, PAYOUTS_CSV, recordPayout } from '@/lib/server/services/commissions';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('payouts:read', async (req, res) => {
    const db = await getDb();
    return replyList(res, parseQuery(adminPayoutListApi.input, req), (query) => adminPayouts(db, query), PAYOUTS_CSV, 'Payouts fetched.');
  }),
  POST: withOperator('payouts:write', async (req, _res, operator) => {
    const payout = await recordPayout(await getDb(), operator.id, parseBody(payoutRecordedApi.input, req));
    // Above the four-eyes threshold nothing is paid yet: 202 with the approval another person decides.
    return payout.approval
      ? reply(payout, 'The payout waits for another person’s approval: nothing is paid yet.', 202)
      : reply(payout, `Payout ${payout.bankReference} recorded.`, 201);
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminPayoutListApi, typeof payoutRecordedApi]>;
