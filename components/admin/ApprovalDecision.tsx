// Deciding a change another person proposed (four eyes): approve it (asked again, naming the change,
// which then applies at once) or reject it with a reason (in a dialog; nothing changes).
import { useId, useState } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextArea from '@/components/forms/TextArea';
import ConfirmButton, { OPENER } from '@/components/ui/ConfirmButton';
import { DialogCancel } from '@/components/ui/ConfirmDialog';
import Dialog from '@/components/ui/Dialog';
import { approvalApproveApi, approvalRejectApi } from '@/lib/contracts/approvals';
import { call } from '@/lib/contracts/client';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { approvalRejectSchema } from '@/lib/validations/approvals';

interface Props {
  approval: { id: number; summary: string; proposer: string };
  onDone: (message: string) => void;
}

export default function ApprovalDecision({ approval, onDone }: Props) {
  const [rejecting, setRejecting] = useState(false);
  const headingId = useId();
  const params = { id: String(approval.id) };
  const reject = useApiForm(approvalRejectSchema, async (values) => {
    const response = await call(approvalRejectApi, values, { params });
    setRejecting(false);
    onDone(`${approval.summary}: ${response.message}`);
  });

  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmButton
        tone="primary"
        label="Approve"
        title={`Approve: ${approval.summary}?`}
        body={`The change ${approval.proposer} proposed is made now, in your name as the approver. It cannot be undone from here.`}
        confirmLabel="Yes, approve and apply"
        busyLabel="Applying…"
        cancelLabel="Not now"
        onConfirm={async () => {
          const response = await call(approvalApproveApi, undefined, { params });
          onDone(`${approval.summary}: ${response.message}`);
        }}
      />
      <button type="button" onClick={() => setRejecting(true)} className={OPENER.danger}>
        Reject…
      </button>
      <Dialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        labelledBy={headingId}
        className="max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Reject: {approval.summary}?
        </h2>
        <p className="mt-2 text-sm text-slate-600">Nothing changes. {approval.proposer} sees your reason in the audit log.</p>
        <form noValidate onSubmit={reject.onSubmit} aria-label="Reject the change" className="mt-4 space-y-3">
          <TextArea label="Reason for rejecting" name="reason" rows={3} error={reject.errors.reason} />
          <FormAlert message={reject.formError} />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogCancel label="Keep it waiting" onCancel={() => setRejecting(false)} />
            <SubmitButton look="inline" busy={reject.submitting} label="Yes, reject the change" busyLabel="Rejecting…" />
          </div>
        </form>
      </Dialog>
    </div>
  );
}
