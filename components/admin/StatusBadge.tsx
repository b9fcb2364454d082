import { statusLabel } from '@/components/admin/age';

const TONES: Record<string, string> = {
  awaiting_payment: 'bg-amber-50 text-amber-900 ring-amber-200',
  payment_to_check: 'bg-orange-100 text-orange-900 ring-orange-300',
  requested: 'bg-amber-50 text-amber-900 ring-amber-200',
  submitted: 'bg-amber-50 text-amber-900 ring-amber-200',
  payment_received: 'bg-sky-50 text-sky-900 ring-sky-200',
  shares_received: 'bg-sky-50 text-sky-900 ring-sky-200',
  transfer_initiated: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  completed: 'bg-green-50 text-green-900 ring-green-200',
  verified: 'bg-green-50 text-green-900 ring-green-200',
  available: 'bg-green-50 text-green-900 ring-green-200',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-200',
  rejected: 'bg-red-50 text-red-900 ring-red-200',
};

/** An order's, sale's or KYC's status in words, coloured by how far along it is. */
export default function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status] ?? 'bg-slate-100 text-slate-800 ring-slate-200'}`}
    >
      {statusLabel(status)}
    </span>
  );
}
