// A partner's PAN and bank accounts for finance (GET, masked, with the history) and finance's decision
// on a pending one (POST: verify or reject with a reason; audited, the partner told).
import { type adminPartnerBankApi, adminPartnerBankDecisionApi } from '@/lib/contracts/bankAccounts';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { decideBankAccount, partnerBankAccountsOf } from '@/lib/server/services/partnerBank';

export const config = { api: { bodyParser: false } };

const NO_PARTNER = 'No channel partner has this id.';

const handler = defineHandler({
  GET: withOperator('payouts:read', async (req) =>
    reply(await partnerBankAccountsOf(await getDb(), pathId(req.query.id, NO_PARTNER)), 'Bank accounts fetched.'),
  ),
  POST: withOperator('payouts:write', async (req, _res, operator) => {
    const input = parseBody(adminPartnerBankDecisionApi.input, req);
    const accounts = await decideBankAccount(await getDb(), operator.id, pathId(req.query.id, NO_PARTNER), input);
    return reply(accounts, input.decision === 'verify' ? 'Bank account verified.' : 'Bank account rejected.');
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminPartnerBankApi, typeof adminPartnerBankDecisionApi]>;
