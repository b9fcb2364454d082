import { formatPercent, percentChange } from '@/lib/format';

/** The short, visible name of the period the change covers (tables put it in their column header). */
export const CHANGE_PERIOD = '1W';

interface Props {
  current: number;
  previous: number | null;
  /** False inside a table whose column header already names the period ("Change (1W)"). */
  showPeriod?: boolean;
}

export default function PriceChange({ current, previous, showPeriod = true }: Props) {
  const change = percentChange(current, previous);
  if (change === null) return <span className="text-slate-500">—</span>;
  const tone = change > 0 ? 'text-green-700' : change < 0 ? 'text-red-700' : 'text-slate-600';
  return (
    <span className={`font-medium ${tone}`}>
      {formatPercent(change)}
      {showPeriod && (
        <span aria-hidden="true" className="ml-1 text-xs font-normal text-slate-600" title="Change over the last week">
          ({CHANGE_PERIOD})
        </span>
      )}
      <span className="sr-only"> over the week</span>
    </span>
  );
}
