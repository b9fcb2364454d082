// Finance verifies a partner's pending bank account (payouts go to it from then on) or rejects it with a reason.
import RejectForm from '@/components/admin/people/RejectForm';
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
      <RejectForm
        name="Reject the bank account"
        reasonLabel="Reason for rejecting the account"
        hidden={{ accountId: account.id, decision: 'reject' }}
        form={reject}
        submitLabel="Reject account"
      />
    </div>
  );
}
