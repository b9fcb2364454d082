import type { ReactNode } from 'react';

export interface DataColumn {
  /** The header text; `null` leaves an empty cell (a column that needs no name, such as a bar). */
  label: ReactNode;
  className?: string;
}

const HEAD = 'bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600';
/** Ready-made looks: a plain list, or rows that become cards on phones (the header row then hidden). */
const LOOKS = {
  list: { table: 'w-full text-left text-sm', head: HEAD },
  cards: { table: 'w-full text-left text-sm', head: `hidden ${HEAD} sm:table-header-group` },
};

interface Props {
  /** Read by screen readers only: what the table lists. */
  caption: string;
  columns: DataColumn[];
  /** A ready-made look, instead of className and headClassName. */
  look?: keyof typeof LOOKS;
  className?: string;
  headClassName?: string;
  /** Defaults to thin lines between rows. */
  bodyClassName?: string;
  /** `<col>` elements, for tables with fixed column widths. */
  colgroup?: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  /** Rows of a `<tfoot>` (totals). */
  foot?: ReactNode;
  footClassName?: string;
  /** Below `sm` each body row is a card, each cell labelled by its `data-label` (styles/globals.css, `.phone-cards`). */
  phoneCards?: boolean;
}

/**
 * The frame every data table shares: a screen-reader caption, one header row of `scope="col"`
 * headers, the body and an optional footer. Callers draw their own rows (with `scope="row"` headers
 * where a row has a name).
 */
export default function DataTable({
  caption,
  columns,
  look,
  className = look && LOOKS[look].table,
  headClassName = look && LOOKS[look].head,
  bodyClassName = 'divide-y divide-slate-100',
  colgroup,
  children,
  foot,
  footClassName,
  phoneCards = false,
}: Props) {
  return (
    <table className={phoneCards ? `phone-cards ${className ?? ''}` : className}>
      <caption className="sr-only">{caption}</caption>
      {colgroup && <colgroup>{colgroup}</colgroup>}
      <thead className={headClassName}>
        <tr>
          {columns.map((column, index) =>
            column.label === null ? (
              <td key={index} />
            ) : (
              <th key={index} scope="col" className={column.className}>
                {column.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody className={bodyClassName}>{children}</tbody>
      {foot && <tfoot className={footClassName}>{foot}</tfoot>}
    </table>
  );
}
