import { CHANGE_PERIOD } from '@/components/companies/PriceChange';
import type { ScreenerFilters, ScreenerRow, SortColumn } from '@/lib/screener';

import ScreenerTableRow from './ScreenerTableRow';
import SortableHeader from './SortableHeader';

const COLUMNS: Array<{ column: SortColumn; label: string; numeric?: boolean }> = [
  { column: 'sector', label: 'Sector' },
  { column: 'category', label: 'Category' },
  { column: 'status', label: 'Status' },
  { column: 'price', label: 'Price', numeric: true },
  { column: 'change', label: `Change (${CHANGE_PERIOD})`, numeric: true },
  { column: 'valuation', label: 'Valuation', numeric: true },
  { column: 'pe', label: 'P/E', numeric: true },
  { column: 'pb', label: 'P/B', numeric: true },
  { column: 'roe', label: 'ROE', numeric: true },
  { column: 'growth', label: 'Rev. growth', numeric: true },
];

interface Props {
  rows: ScreenerRow[];
  filters: ScreenerFilters;
  caption: string;
  busy: boolean;
}

/** The results; scrolls sideways on a phone with the company column kept in view. */
export default function ScreenerTable({ rows, filters, caption, busy }: Props) {
  return (
    <div
      className={`relative overflow-x-auto rounded-2xl border border-slate-200 bg-white transition-opacity ${busy ? 'opacity-60' : ''}`}
      role="region"
      aria-labelledby="screener-caption"
      aria-busy={busy}
      tabIndex={0}
    >
      <table className="min-w-full text-sm">
        <caption id="screener-caption" className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <SortableHeader column="name" label="Company" filters={filters} sticky />
            {COLUMNS.map((column) => (
              <SortableHeader key={column.column} {...column} filters={filters} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ScreenerTableRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
