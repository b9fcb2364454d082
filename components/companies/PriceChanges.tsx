// The price history's recorded changes: each with its date, price, where it came from and the desk's
// note, newest first, and the whole history (with sources) as a CSV download.
import DataTable, { type DataColumn } from '@/components/ui/DataTable';
import { formatDate, formatPaise } from '@/lib/format';
import { PRICE_SOURCE_LABELS, type PriceSource } from '@/lib/status/prices';

interface PriceChange {
  day: string;
  pricePaise: number;
  source: PriceSource;
  note: string | null;
}

const COLUMNS: DataColumn[] = [
  { label: 'Date', className: 'px-3 py-2 font-medium' },
  { label: 'Price', className: 'px-3 py-2 text-right font-medium' },
  { label: 'Source', className: 'px-3 py-2 font-medium' },
];

export default function PriceChanges({ changes, slug }: { changes: readonly PriceChange[]; slug: string }) {
  return (
    <div className="mt-4 text-sm">
      {changes.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <DataTable
            caption="Recorded price changes and their sources, newest first"
            columns={COLUMNS}
            className="w-full text-left [&_td]:px-3 [&_td]:py-1.5 [&_td:nth-child(2)]:text-right [&_td:nth-child(2)]:tabular-nums"
            headClassName="bg-slate-50 text-slate-600"
          >
            {changes.map((change) => (
              <tr key={change.day} data-testid="price-change">
                <td>{formatDate(change.day)}</td>
                <td>{formatPaise(change.pricePaise)}</td>
                <td>
                  {PRICE_SOURCE_LABELS[change.source]}
                  {change.note && <span className="text-slate-600"> · {change.note}</span>}
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <a
        href={`/api/v1/common/companies/${slug}/prices?format=csv`}
        download={`${slug}-price-history.csv`}
        className="mt-2 inline-flex min-h-10 items-center font-medium text-brand-800 underline underline-offset-2"
      >
        Download the price history with sources (CSV)
      </a>
    </div>
  );
}
