import Link from 'next/link';

import { screenerHref, sortedBy, type ScreenerFilters, type SortColumn } from '@/lib/screener';

interface Props {
  column: SortColumn;
  label: string;
  filters: ScreenerFilters;
  numeric?: boolean;
  /** Keeps the column in view while the table scrolls sideways. */
  sticky?: boolean;
  /** Classes of the header cell beyond its own, e.g. hiding it on phones. */
  className?: string;
}

/** A column header that sorts the results; aria-sort tells screen readers the current order. */
export default function SortableHeader({ column, label, filters, numeric = false, sticky = false, className = '' }: Props) {
  const active = filters.sort === column;
  const direction = active ? (filters.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  const next = sortedBy(filters, column);
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={`whitespace-nowrap px-2 py-2 font-semibold ${numeric ? 'text-right' : 'text-left'} ${sticky ? 'sticky left-0 z-10 bg-slate-50 shadow-[1px_0_0_#e2e8f0]' : ''} ${className}`}
    >
      <Link
        href={screenerHref(next)}
        shallow
        scroll={false}
        className={`inline-flex items-center gap-1 rounded hover:underline ${active ? 'text-brand-800' : 'text-slate-700'}`}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {active ? (filters.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
        <span className="sr-only">, sort {next.dir === 'asc' ? 'ascending' : 'descending'}</span>
      </Link>
    </th>
  );
}
