// The console kit's list: filters kept in the URL, a table drawn from column definitions, paging,
// a CSV export link, and the empty and loading states. Every console, partner and dashboard list
// is one of these; a page gives it rows and columns and says nothing about markup.
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';

import ListFilters, { listHref, type ListFilter, type ListQuery } from '@/components/kit/ListFilters';
import Pagination from '@/components/Pagination';
import DataTable from '@/components/ui/DataTable';
import { formatPaise } from '@/lib/format';
import { totalPages } from '@/lib/pagination';

export interface Column<Row> {
  /** The header; `null` leaves the header cell empty. */
  label: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row: a `<th scope="row">`. */
  rowHeader?: boolean;
  /** Classes added to the column's cells (`font-mono`, `whitespace-nowrap`). */
  className?: string;
  /** A column of amounts: right-aligned, figures of one width. */
  numeric?: boolean;
  /** The column's name on a phone's card, where `label` is not plain text (a sort link); none for a column of actions. */
  cardLabel?: string;
}

/** card: the console's; plain: a table inside a section; panel: the dashboard's; flush: the panel's inside a card of its own. */
export type Look = 'card' | 'plain' | 'panel' | 'flush';

const LOOKS: Record<Look, { frame: string; table: string; head: string; headCell: string; cell: string; empty: string }> = {
  card: {
    frame: 'overflow-x-auto rounded-2xl border border-slate-200 bg-white',
    table: 'min-w-full',
    head: 'bg-slate-50',
    headCell: 'px-3 py-2 text-left text-sm font-semibold text-slate-700',
    cell: 'px-3 py-2',
    empty: 'rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700',
  },
  plain: {
    frame: 'overflow-x-auto',
    table: 'w-full text-left text-sm',
    head: '',
    headCell: 'py-2 pr-3 text-left font-semibold text-slate-700',
    cell: 'py-2 pr-3',
    empty: 'text-sm text-slate-600',
  },
  panel: {
    frame: 'overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm',
    table: 'w-full text-left text-sm',
    head: 'bg-slate-50 text-slate-600',
    headCell: 'px-3 py-3 font-medium sm:px-4',
    cell: 'px-3 py-3 sm:px-4',
    empty: 'rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700',
  },
  flush: {
    frame: 'overflow-x-auto',
    table: 'w-full text-left text-sm',
    head: 'bg-slate-50 text-slate-600',
    headCell: 'px-3 py-2 font-medium sm:px-4',
    cell: 'px-3 py-2 sm:px-4',
    empty: 'px-4 text-sm text-slate-600 sm:px-6',
  },
};

const NUMERIC = 'text-right tabular-nums';

export interface ListTableProps<Row> {
  /** Read by screen readers only: what the table lists ("Orders, 12 in all"). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The field that tells rows apart (`id` by default), or a function of the row. */
  rowKey?: keyof Row | ((row: Row) => string | number);
  /** What stands in the table's place when there are no rows: a sentence, or an EmptyState. */
  empty: ReactNode;
  /** Names the table's frame as a region ("Holdings"). */
  label?: string;
  look?: Look;
  /** Classes of every row, or of each row by its record (a refused row marked). */
  rowClassName?: string | ((row: Row) => string | undefined);
  /** Rows of a `<tfoot>` (totals). */
  foot?: ReactNode;
  /** A table that may scroll sideways on a phone: its frame (named by `label`) takes the keyboard's focus to scroll. */
  scrollable?: boolean;
  /** Room around the table, or around what stands in its place (`mt-4`). */
  className?: string;
}

const cellClass = (column: Column<never>) => `${column.numeric ? NUMERIC : ''} ${column.className ?? ''}`;
/** What names a cell on a phone's card: its column's name. */
const cardLabel = (column: Column<never>) => column.cardLabel ?? (typeof column.label === 'string' ? column.label : undefined);

/** The table of a list: one header per column, one row per record, or the empty line. */
export function ListTable<Row>({
  caption,
  columns,
  rows,
  rowKey = 'id' as keyof Row,
  empty,
  label,
  look = 'card',
  rowClassName,
  foot,
  scrollable = false,
  className,
}: ListTableProps<Row>) {
  const style = LOOKS[look];
  const room = (classes: string) => (className ? `${classes} ${className}` : classes);
  if (rows.length === 0) {
    if (typeof empty === 'string') return <p className={room(style.empty)}>{empty}</p>;
    return className ? <div className={className}>{empty}</div> : empty;
  }
  const Frame = label ? 'section' : 'div';
  return (
    <Frame aria-label={label} className={room(style.frame)} tabIndex={scrollable ? 0 : undefined}>
      <DataTable
        caption={caption}
        columns={columns.map((column) => ({
          label: column.label,
          className: `${style.headCell} ${column.numeric ? 'text-right' : ''}`,
        }))}
        className={style.table}
        headClassName={style.head}
        foot={foot}
        phoneCards
      >
        {rows.map((row) => (
          <tr
            key={typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as string | number)}
            className={(typeof rowClassName === 'function' ? rowClassName(row) : rowClassName) ?? (look === 'card' ? 'text-sm' : undefined)}
          >
            {columns.map((column, index) =>
              column.rowHeader ? (
                <th key={index} scope="row" className={`${style.cell} text-left ${cellClass(column)}`}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={index} data-label={cardLabel(column)} className={`${style.cell} ${cellClass(column)}`}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </DataTable>
    </Frame>
  );
}

/** A panel table's total row (its `foot`): "Total" across the first columns, the amount in the last. */
export function TotalRow({ span, totalPaise }: { span: number; totalPaise: number }) {
  return (
    <tr>
      <th scope="row" colSpan={span} className="px-3 py-3 text-left font-semibold sm:px-4">
        Total
      </th>
      <td className="px-3 py-3 text-right font-semibold tabular-nums sm:px-4">{formatPaise(totalPaise)}</td>
    </tr>
  );
}

interface Paged<Row> {
  result: readonly Row[];
  total: number;
  page: number;
  limit: number;
}

/** A service's page of rows (`pagedQuery`'s answer) as ListPage's rows and paging: `<ListPage {...pageOf(list)} …/>`. */
export function pageOf<Row>(list: Paged<Row>) {
  return { rows: list.result, page: list.page, totalPages: totalPages(list.total, list.limit) };
}

/** True while the router is loading another URL of this list (a filter or a page). */
export function useListLoading(path: string): boolean {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const start = (url: string) => {
      if (url.split('?')[0] === path) setLoading(true);
    };
    const stop = () => setLoading(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', stop);
    router.events.on('routeChangeError', stop);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', stop);
      router.events.off('routeChangeError', stop);
    };
  }, [router.events, path]);
  return loading;
}

export interface ListPageProps<Row> extends ListTableProps<Row> {
  /** The list's own path (`/admin/orders`): filters and page links are this path with a query. */
  path: string;
  /** The form's fields; their values and `query` make the URL. */
  filters?: readonly ListFilter[];
  filtersLabel?: string;
  /** Query kept in every link that no form field carries (a tab, a pill). */
  query?: ListQuery;
  /** Paging: the current page and how many there are. */
  page?: number;
  totalPages?: number;
  /** A link to the same rows as CSV (at the end of the filters' row when there are filters). */
  csv?: { href: string; label: string };
  /** The filters' submit button ("Apply") and clear link (none by default). */
  submitLabel?: string;
  clearLabel?: string;
  /** Drawn between the filters and the table (pills, a summary). */
  children?: ReactNode;
  /** True for lists whose rows the page filters itself: the URL changes without asking the server. */
  shallow?: boolean;
}

/** A list's CSV download (the same rows as the list, its filters in `href`): ListPage draws it, and a list of cards beside its pills. */
export function CsvLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      download
      className="ml-auto inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      {label}
    </a>
  );
}

export default function ListPage<Row>({
  path,
  filters,
  filtersLabel,
  query = {},
  page = 1,
  totalPages = 1,
  csv,
  children,
  shallow,
  submitLabel,
  clearLabel,
  ...table
}: ListPageProps<Row>) {
  const loading = useListLoading(path);
  const csvLink = csv && <CsvLink {...csv} />;
  const values: ListQuery = { ...query };
  for (const filter of filters ?? []) values[filter.name ?? 'q'] = filter.value;
  const form = { path, filters: filters ?? [], query, shallow, filtersLabel, submitLabel, clearLabel };
  return (
    <>
      {filters && filters.length > 0 ? (
        <ListFilters {...form}>{csvLink}</ListFilters>
      ) : (
        csvLink && <p className="mb-3 flex justify-end">{csvLink}</p>
      )}
      {children}
      <div aria-busy={loading || undefined} className={loading ? 'opacity-60 transition-opacity' : undefined}>
        <p role="status" className="sr-only">
          {loading ? 'Loading…' : ''}
        </p>
        <ListTable {...table} />
      </div>
      <Pagination page={page} totalPages={totalPages} hrefFor={(number) => listHref(path, { ...values, page: number })} />
    </>
  );
}
