// Finance verifies a partner's pending bank account (payouts go to it from then on) or rejects it with a reason.
import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { adminPartnerBankDecisionApi } from '@/lib/contracts/bankAccounts';
import { call } from '@/lib/contracts/client';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { BankAccountView } from '@/lib/server/services/partnerBank';
import { bankAccountDecisionSchema } from '@/lib/validations/bankAccounts';

interface Props {
  partnerId: number;
  account: BankAccountView;
  done: (message: string) => void;
}

export default function BankAccountDecision({ partnerId, account, done }: Props) {
  const params = { id: partnerId };
  const reject = useApiForm(bankAccountDecisionSchema, async (values) =>
    done((await call(adminPartnerBankDecisionApi, values, { params })).message),
  );
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">Bank account to verify</h3>
      <p className="text-sm text-slate-700">
        {account.holderName}, account <span className="font-mono">{account.accountNumber}</span>, IFSC{' '}
        <span className="font-mono">{account.ifsc}</span>, PAN {account.pan ?? 'none (TDS at 20%)'}.
      </p>
      <ConfirmButton
        tone="primary"
        label="Verify bank account"
        title="Verify this bank account?"
        body="Check it against the partner's cancelled cheque or bank letter: payouts go to it from now on."
        confirmLabel="Verify"
        busyLabel="Verifying…"
        onConfirm={async () =>
          done((await call(adminPartnerBankDecisionApi, { accountId: account.id, decision: 'verify' }, { params })).message)
        }
      />
      <form noValidate onSubmit={reject.onSubmit} aria-label="Reject the bank account" className="space-y-3">
        <input type="hidden" name="accountId" value={account.id} />
        <input type="hidden" name="decision" value="reject" />
        <FormAlert message={reject.formError} />
        <TextField label="Reason for rejecting the account" name="reason" error={reject.errors.reason} maxLength={500} />
        <SubmitButton busy={reject.submitting} label="Reject account" busyLabel="Rejecting…" look="inline" />
      </form>
    </div>
  );
}
