// Verify a submitted KYC, or reject it with a reason the investor sees (asked again in a dialog).
import FormAlert from '@/components/forms/FormAlert';
import TextArea from '@/components/forms/TextArea';
import ConfirmDialog, { useConfirm } from '@/components/ui/ConfirmDialog';
import { call } from '@/lib/contracts/client';
import type { InputOf } from '@/lib/contracts/contract';
import { kycDecisionApi } from '@/lib/contracts/kyc';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { adminKycDecisionSchema } from '@/lib/validations/orders';

interface Props {
  userUniqueCode: string;
  investor: string;
  onDone: (message: string) => void;
}

export default function KycDecision({ userUniqueCode, investor, onDone }: Props) {
  const confirm = useConfirm();
  const decide = async (values: InputOf<typeof kycDecisionApi>) => {
    const response = await call(kycDecisionApi, values, { params: { userUniqueCode } });
    onDone(`${investor}: ${response.message}`);
  };

  const verify = useApiForm(adminKycDecisionSchema, decide);
  const reject = useApiForm(adminKycDecisionSchema, async (values) => {
    if (!(await confirm.ask())) return;
    await decide(values);
  });

  return (
    <div className="mt-4 grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
      <form noValidate onSubmit={verify.onSubmit} aria-label={`Verify the KYC of ${investor}`}>
        <input type="hidden" name="decision" value="verify" />
        <FormAlert message={verify.formError} />
        <button
          type="submit"
          disabled={verify.submitting}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {verify.submitting ? 'Verifying…' : 'Verify KYC'}
        </button>
      </form>
      <form noValidate onSubmit={reject.onSubmit} aria-label={`Reject the KYC of ${investor}`} className="space-y-2">
        <input type="hidden" name="decision" value="reject" />
        <TextArea
          label="Reason for rejecting"
          name="reason"
          rows={2}
          hint="The investor sees this reason and can submit again."
          error={reject.errors.reason}
        />
        <FormAlert message={reject.formError} />
        <button
          type="submit"
          disabled={reject.submitting}
          className="inline-flex min-h-11 items-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          Reject KYC
        </button>
      </form>
      <ConfirmDialog
        {...confirm.dialog}
        title={`Reject the KYC of ${investor}?`}
        body="They will see the reason and must submit their details again before buying."
        cancelLabel="Keep it"
        confirmLabel="Yes, reject KYC"
      />
    </div>
  );
}
