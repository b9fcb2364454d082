import { formatPercent, percentChange } from '@/lib/format';

export default function PriceChange({ current, previous }: { current: number; previous: number | null }) {
  const change = percentChange(current, previous);
  if (change === null) return <span className="text-slate-500">—</span>;
  const tone = change > 0 ? 'text-green-700' : change < 0 ? 'text-red-700' : 'text-slate-600';
  return (
    <span className={`font-medium ${tone}`}>
      {formatPercent(change)}
      <span className="sr-only"> over the week</span>
    </span>
  );
}
