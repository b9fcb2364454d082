import { STATUS_LABELS } from '@/lib/orderTracker';
import type { OrderStatusName, SellStatusName } from '@/lib/validations/orders';

const TONE: Record<string, string> = {
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  rejected: 'bg-red-50 text-red-800 ring-red-600/30',
};

export default function StatusBadge({ status }: { status: OrderStatusName | SellStatusName }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[status] ?? 'bg-amber-50 text-amber-900 ring-amber-600/30'}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
