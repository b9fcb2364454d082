// A partner applicant approved (they may propose from then on) or rejected with a reason.
import ConfirmButton from '@/components/ui/ConfirmButton';
import RejectForm from '@/components/admin/people/RejectForm';
import { call } from '@/lib/contracts/client';
import { partnerDecisionApi } from '@/lib/contracts/people';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { partnerDecisionSchema } from '@/lib/validations/people';

export default function PartnerDecision({ partner, done }: { partner: { id: number; fullName: string }; done: (message: string) => void }) {
  const params = { id: partner.id };
  const reject = useApiForm(partnerDecisionSchema, async (values) => done((await call(partnerDecisionApi, values, { params })).message));
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">Application</h3>
      <ConfirmButton
        tone="primary"
        label="Approve"
        title={`Approve ${partner.fullName} as a channel partner?`}
        body="They can propose purchases to their clients and earn commission from then on."
        confirmLabel="Approve"
        busyLabel="Approving…"
        onConfirm={async () => done((await call(partnerDecisionApi, { decision: 'approve' }, { params })).message)}
      />
      <RejectForm
        name="Reject the application"
        reasonLabel="Reason for rejecting"
        hidden={{ decision: 'reject' }}
        form={reject}
        submitLabel="Reject"
      />
    </div>
  );
}
