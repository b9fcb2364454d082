// A partner's PAN and bank account and their quarterly TDS statement: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { changeBankAccount, decideBankAccount, partnerBankAccountsOf, sendBankAccountCode } from '@/lib/server/services/partnerBank';
import { bankAccountChangeSchema, bankAccountDecisionSchema } from '@/lib/validations/bankAccounts';
import { tdsStatementQuery } from '@/lib/validations/proposals';

export const partnerBankApi = contract<Answer<typeof partnerBankAccountsOf>>()('cp', 'GET', 'profile/bank');
/** PUT: the new PAN and account with the code emailed for it; pending until finance verifies it. */
export const partnerBankChangeApi = contract<Answer<typeof changeBankAccount>>()('cp', 'PUT', 'profile/bank', bankAccountChangeSchema);
/** POST: emails the partner a code for the change. */
export const partnerBankCodeApi = contract<Answer<typeof sendBankAccountCode>>()('cp', 'POST', 'profile/bank/code');
/** GET: downloads the quarter's statement as CSV (default) or PDF. */
export const tdsStatementApi = contract<never>()('cp', 'GET', 'reports/tds', tdsStatementQuery);

export const adminPartnerBankApi = contract<Answer<typeof partnerBankAccountsOf>>()('admin', 'GET', 'partners/{id}/bank');
/** POST: finance verifies or rejects a pending account (audited). */
export const adminPartnerBankDecisionApi = contract<Answer<typeof decideBankAccount>>()(
  'admin',
  'POST',
  'partners/{id}/bank',
  bankAccountDecisionSchema,
);
