// Verify a submitted KYC, or reject it with a reason the investor sees (asked again in a dialog).
import { useId, useRef, useState } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import TextArea from '@/components/forms/TextArea';
import Dialog from '@/components/ui/Dialog';
import { adminApi } from '@/lib/api/clients';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { adminKycDecisionSchema } from '@/lib/validations/orders';

interface Props {
  userUniqueCode: string;
  investor: string;
  onDone: (message: string) => void;
}

export default function KycDecision({ userUniqueCode, investor, onDone }: Props) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const answer = useRef<(confirmed: boolean) => void>(() => undefined);
  const endpoint = `kyc/${encodeURIComponent(userUniqueCode)}`;

  const verify = useApiForm(adminKycDecisionSchema, async (values) => {
    const response = await adminApi.post<{ message: string }>(endpoint, values);
    onDone(`${investor}: ${response.data.message}`);
  });
  const reject = useApiForm(adminKycDecisionSchema, async (values) => {
    const confirmed = await new Promise<boolean>((resolve) => {
      answer.current = (value) => {
        setAsking(false);
        resolve(value);
      };
      setAsking(true);
    });
    if (!confirmed) return;
    const response = await adminApi.post<{ message: string }>(endpoint, values);
    onDone(`${investor}: ${response.data.message}`);
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
      <Dialog
        open={asking}
        onClose={() => answer.current(false)}
        labelledBy={`${id}-confirm`}
        className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={`${id}-confirm`} className="text-lg font-semibold text-slate-900">
          Reject the KYC of {investor}?
        </h2>
        <p className="mt-2 text-slate-700">They will see the reason and must submit their details again before buying.</p>
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={() => answer.current(false)}
            className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Keep it
          </button>
          <button
            type="button"
            onClick={() => answer.current(true)}
            className="inline-flex min-h-11 items-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
          >
            Yes, reject KYC
          </button>
        </div>
      </Dialog>
    </div>
  );
}
