// The partner's PAN and bank account: the verified one, a pending change and the history (GET, masked);
// a change with the code emailed for it (PUT), pending until finance verifies it.
import { type partnerBankApi, partnerBankChangeApi } from '@/lib/contracts/bankAccounts';
import { byCaller, withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { changeBankAccount, partnerBankAccountsOf } from '@/lib/server/services/partnerBank';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: withPartner(async (_req, _res, partner) => reply(await partnerBankAccountsOf(await getDb(), partner.id), 'Bank account fetched.')),
    PUT: withPartner(async (req, _res, partner) =>
      reply(
        await changeBankAccount(await getDb(), partner, parseBody(partnerBankChangeApi.input, req)),
        'Bank account saved: finance will verify it before your next payout.',
      ),
    ),
  },
  { rateLimit: { PUT: { rule: RATE_RULES.otpVerify, key: byCaller('partner') } } },
);
export default handler satisfies Serves<typeof handler, [typeof partnerBankApi, typeof partnerBankChangeApi]>;
