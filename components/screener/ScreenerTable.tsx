import { useRef } from 'react';

import { CHANGE_PERIOD } from '@/components/companies/PriceChange';
import type { ScreenerFilters, ScreenerRow, SortColumn } from '@/lib/screener';

import ScreenerTableRow, { PHONE_HIDDEN } from './ScreenerTableRow';
import SortableHeader from './SortableHeader';
import { useHorizontalScroll } from './useHorizontalScroll';

// On a phone the sector, category and status sit under the company's name (ScreenerTableRow), so the price
// is the second column and in view without a swipe; the figures after it scroll sideways.
const COLUMNS: { column: SortColumn; label: string; numeric?: boolean; className?: string }[] = [
  { column: 'sector', label: 'Sector', className: PHONE_HIDDEN },
  { column: 'category', label: 'Category', className: PHONE_HIDDEN },
  { column: 'status', label: 'Status', className: PHONE_HIDDEN },
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

/**
 * The results. Wider than its box on a phone and at laptop widths: the company column stays in view,
 * and a shadow on the right edge plus a "Scroll" hint say more columns lie beyond it. On a phone the
 * price comes right after the company (its sector, category and status written under its name).
 */
export default function ScreenerTable({ rows, filters, caption, busy }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const scroll = useHorizontalScroll(box);
  return (
    <div>
      {scroll !== 'fits' && (
        <p className="mb-2 text-right text-sm text-slate-600" data-testid="scroll-hint">
          {scroll === 'more' ? 'Scroll sideways for more columns →' : '← Scroll back for the first columns'}
        </p>
      )}
      <div className="relative">
        {/* Relative too: the screen-reader-only texts inside (absolutely placed) must scroll with it, not widen the page. */}
        <div
          ref={box}
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
        {scroll === 'more' && (
          <span
            aria-hidden="true"
            data-testid="scroll-shadow"
            className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-2xl bg-gradient-to-l from-slate-900/15 to-transparent"
          />
        )}
      </div>
    </div>
  );
}
