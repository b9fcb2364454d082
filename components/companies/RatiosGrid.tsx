import { formatRatio, type Ratios } from '@/lib/finance';
import { formatPaiseShort } from '@/lib/format';

interface Props {
  valuationPaise: number | null;
  ratios: Ratios;
  /** The financial year the ratios come from, e.g. 'FY2025'. */
  fiscalYear: string | null;
}

export default function RatiosGrid({ valuationPaise, ratios, fiscalYear }: Props) {
  const items: [string, string, string][] = [
    ['Valuation', valuationPaise === null ? '—' : formatPaiseShort(valuationPaise), 'Price × shares outstanding'],
    ['P/E', formatRatio(ratios.pe, '×'), 'Price ÷ earnings per share'],
    ['P/B', formatRatio(ratios.pb, '×'), 'Price ÷ book value per share'],
    ['ROE', formatRatio(ratios.roe, '%'), 'Net profit ÷ net worth'],
    ['Debt / equity', formatRatio(ratios.debtToEquity), 'Debt ÷ net worth'],
  ];
  return (
    <>
      <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-5">
        {items.map(([label, value, hint]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="mt-0.5 text-lg font-bold tabular-nums text-slate-900">{value}</dd>
            <dd className="text-xs text-slate-600">{hint}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {fiscalYear
          ? `Ratios use today's price and ${fiscalYear} results. "—" means the ratio has no meaning (for example, a loss or negative net worth).`
          : 'No annual results have been published yet, so ratios cannot be worked out.'}
      </p>
    </>
  );
}
