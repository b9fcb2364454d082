import { SUPPORT_STATUS_LABELS, SUPPORT_STATUS_OPERATOR_LABELS, type SupportStatusName } from '@/lib/validations/support';

const TONES: Record<SupportStatusName, string> = {
  open: 'bg-sky-50 text-sky-900 ring-sky-200',
  awaiting_you: 'bg-amber-50 text-amber-900 ring-amber-200',
  resolved: 'bg-green-50 text-green-900 ring-green-200',
};

/** A ticket's status in words: "Awaiting you" for the customer, "Awaiting customer" in the console. */
export default function SupportStatusBadge({ status, operator = false }: { status: SupportStatusName; operator?: boolean }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}>
      {(operator ? SUPPORT_STATUS_OPERATOR_LABELS : SUPPORT_STATUS_LABELS)[status]}
    </span>
  );
}
