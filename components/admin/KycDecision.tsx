// Verify a submitted KYC with every item of the checklist ticked, or reject it naming what to fix (the
// failed items) and why; each asked again in a dialog. The investor sees exactly what the rejection names.
import CheckboxGroup from '@/components/forms/CheckboxGroup';
import FormAlert from '@/components/forms/FormAlert';
import TextArea from '@/components/forms/TextArea';
import ConfirmDialog, { useConfirm } from '@/components/ui/ConfirmDialog';
import { call } from '@/lib/contracts/client';
import type { InputOf } from '@/lib/contracts/contract';
import { kycDecisionApi } from '@/lib/contracts/kyc';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { adminKycDecisionSchema, KYC_CHECKLIST, KYC_CHECKLIST_LABELS } from '@/lib/validations/kycDocuments';
import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';

interface Props {
  userUniqueCode: string;
  investor: string;
  onDone: (message: string) => void;
}

const CHECKLIST = KYC_CHECKLIST.map((item) => ({ value: item, label: KYC_CHECKLIST_LABELS[item] }));

/** The reviewer's checklist as boxes: ticked to verify, or the failed items of a rejection. */
function Checklist({ name, legend, error }: { name: 'checks' | 'fix'; legend: string; error: string | undefined }) {
  return <CheckboxGroup legend={legend} name={name} options={CHECKLIST} error={error} className="grid gap-2" />;
}

export default function KycDecision({ userUniqueCode, investor, onDone }: Props) {
  const confirmVerify = useConfirm();
  const confirmReject = useConfirm();
  const decide = async (values: InputOf<typeof kycDecisionApi>) => {
    const response = await call(kycDecisionApi, values, { params: { userUniqueCode } });
    onDone(`${investor}: ${response.message}`);
  };

  const verify = useApiForm(adminKycDecisionSchema, async (values) => {
    if (!(await confirmVerify.ask())) return;
    await decide(values);
  });
  const reject = useApiForm(adminKycDecisionSchema, async (values) => {
    if (!(await confirmReject.ask())) return;
    await decide(values);
  });

  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2 lg:items-start">
      <form noValidate onSubmit={verify.onSubmit} aria-label={`Verify the KYC of ${investor}`} className="space-y-3">
        <input type="hidden" name="decision" value="verify" />
        <Checklist name="checks" legend="Checklist: tick each item the documents confirm" error={verify.errors.checks} />
        <FormAlert message={verify.formError} />
        <button type="submit" disabled={verify.submitting} className={`${BUTTON_LOOKS.primary} disabled:opacity-70`}>
          {verify.submitting ? 'Verifying…' : 'Verify KYC'}
        </button>
      </form>
      <form noValidate onSubmit={reject.onSubmit} aria-label={`Reject the KYC of ${investor}`} className="space-y-3">
        <input type="hidden" name="decision" value="reject" />
        <Checklist name="fix" legend="What to fix: the items that failed" error={reject.errors.fix} />
        <TextArea
          label="Note for the investor"
          name="reason"
          rows={2}
          hint="The investor sees the items you pick and this note, and can upload again only the documents they name."
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
        {...confirmVerify.dialog}
        tone="primary"
        title={`Verify the KYC of ${investor}?`}
        body="They can buy shares as soon as it is verified; the checklist you ticked is kept in the audit log."
        cancelLabel="Not yet"
        confirmLabel="Yes, verify KYC"
      />
      <ConfirmDialog
        {...confirmReject.dialog}
        title={`Reject the KYC of ${investor}?`}
        body="They will see what to fix and your note, and must upload the documents named and submit again before buying."
        cancelLabel="Keep it"
        confirmLabel="Yes, reject KYC"
      />
    </div>
  );
}
