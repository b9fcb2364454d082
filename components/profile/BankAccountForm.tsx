// The partner's PAN and bank account: the account payouts go to, a change waiting for finance, the
// history, and the form to change it (a code is emailed first; the change needs it).
import { useState } from 'react';

import FormSuccess from '@/components/about/FormSuccess';
import FormAlert from '@/components/forms/FormAlert';
import FormFields, { type FieldSpec } from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import { ListTable } from '@/components/kit/ListPage';
import { BANK_ACCOUNT_COLUMNS } from '@/components/partners/bankAccountColumns';
import { secondaryButton } from '@/components/profile/buttons';
import { partnerBankChangeApi, partnerBankCodeApi } from '@/lib/contracts/bankAccounts';
import { call } from '@/lib/contracts/client';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { useSendCode } from '@/lib/hooks/useSendCode';
import type { PartnerBankAccounts } from '@/lib/server/services/partnerBank';
import { bankAccountChangeSchema } from '@/lib/validations/bankAccounts';
import { KYC_HINTS } from '@/lib/validations/kyc';
import { OTP_LENGTH } from '@/lib/validations/otp';

const FIELDS: FieldSpec[] = [
  { name: 'holderName', label: 'Account holder name', autoComplete: 'name' },
  { name: 'accountNumber', label: 'Account number', inputMode: 'numeric', autoComplete: 'off' },
  { name: 'ifsc', label: 'IFSC', hint: KYC_HINTS.ifsc, autoComplete: 'off' },
  { name: 'pan', label: 'PAN (optional)', hint: 'Without a PAN, TDS is 20% instead of 2% (section 206AA).', autoComplete: 'off' },
];

export default function BankAccountForm({ accounts, onChanged }: { accounts: PartnerBankAccounts; onChanged: () => unknown }) {
  const { sending, sendError, notice, setNotice, send } = useSendCode();
  const [codeSent, setCodeSent] = useState(false);
  const { errors, formError, submitting, onSubmit } = useApiForm(bankAccountChangeSchema, async (values) => {
    const response = await call(partnerBankChangeApi, values);
    setCodeSent(false);
    setNotice(response.message);
    await onChanged();
  });

  async function sendCode() {
    if (await send(() => call(partnerBankCodeApi, undefined))) setCodeSent(true);
  }

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        {accounts.verified
          ? `Payouts go to ${accounts.verified.accountNumber} (${accounts.verified.ifsc}), verified by finance.`
          : 'No verified bank account yet: we cannot pay your commission until finance verifies one.'}
      </p>
      <ListTable
        look="plain"
        caption="Your bank accounts, newest first"
        columns={BANK_ACCOUNT_COLUMNS}
        rows={accounts.history}
        empty="You have not added a bank account yet."
      />
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change bank account and PAN">
        <FormAlert message={formError || sendError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormFields fields={FIELDS} errors={errors} />
        </div>
        {codeSent ? (
          <>
            <TextField
              label={`${String(OTP_LENGTH)}-digit code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors.code}
              hint="We emailed it to you: a change of bank account needs it."
            />
            <SubmitButton look="section" busy={submitting} label="Save bank account" busyLabel="Saving…" />
          </>
        ) : (
          <button type="button" onClick={() => void sendCode()} disabled={sending} className={secondaryButton}>
            {sending ? 'Sending…' : 'Email me a code to change it'}
          </button>
        )}
        <FormSuccess message={notice} />
      </form>
    </div>
  );
}
