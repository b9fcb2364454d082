import DataTable, { type DataColumn } from '@/components/ui/DataTable';
import { formatDate, formatPaise } from '@/lib/format';

import { samplePoints, type PricePoint } from './priceRange';

const MAX_ROWS = 40;

const COLUMNS: DataColumn[] = [
  { label: 'Week of', className: 'px-3 py-2 font-medium' },
  { label: 'Price', className: 'px-3 py-2 text-right font-medium' },
];

/** The chart's data as a table, folded away until asked for (long ranges are sampled). */
export default function PriceTable({ points, caption }: { points: PricePoint[]; caption: string }) {
  const rows = samplePoints(points, MAX_ROWS).reverse();
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-10 cursor-pointer items-center font-medium text-brand-800 underline underline-offset-2">
        Show prices as a table
      </summary>
      <div className="mt-2 max-h-80 overflow-y-auto rounded-xl border border-slate-200">
        {/* Cells styled from the table (up to 80 of them): the same classes on each cell cost 2 KB of HTML. */}
        <DataTable
          caption={caption}
          columns={COLUMNS}
          className="w-full text-left [&_td]:px-3 [&_td]:py-1.5 [&_td+td]:text-right [&_td+td]:tabular-nums"
          headClassName="sticky top-0 bg-slate-50 text-slate-600"
        >
          {rows.map((point) => (
            <tr key={point.day}>
              <td>{formatDate(point.day)}</td>
              <td>{formatPaise(point.pricePaise)}</td>
            </tr>
          ))}
        </DataTable>
      </div>
    </details>
  );
}
