// A price file's preview: each row's company, old → new prices (with the difference in percent), buy-back price and stock,
// the price's source, and whether the row is applied or refused (with why). Refused rows are marked.
import StatusBadge from '@/components/kit/StatusBadge';
import { ListTable, type Column } from '@/components/kit/ListPage';
import { formatNumber, formatPaise } from '@/lib/format';
import { PRICE_SOURCE_LABELS } from '@/lib/status/prices';
import type { PriceImportFigures, PriceImportRow } from '@/lib/validations/priceImport';

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : value < 0 ? `−${text.replace('-', '')}` : text);

function Change({ row, field }: { row: PriceImportRow; field: Exclude<keyof PriceImportFigures, 'buybackPricePaise'> }) {
  const before = row.current?.[field];
  const after = row.next?.[field];
  const show = field === 'availableQuantity' ? formatNumber : formatPaise;
  if (after === undefined) return <>{before === undefined ? '—' : show(before)}</>;
  if (before === undefined || before === after) return <>{show(after)}</>;
  const difference =
    field === 'availableQuantity'
      ? signed(after - before, formatNumber(after - before))
      : signed(after - before, `${(field === 'pricePaise' ? row.difference?.pricePercent : row.difference?.partnerPricePercent) ?? 0}%`);
  return (
    <>
      <span className="text-slate-600">{show(before)}</span> → {show(after)}{' '}
      <span className="whitespace-nowrap text-xs font-semibold text-slate-700">({difference})</span>
    </>
  );
}

const COLUMNS: Column<PriceImportRow>[] = [
  { label: 'Line', numeric: true, cell: (row) => row.line },
  {
    label: 'Company',
    rowHeader: true,
    cell: (row) => (
      <>
        <span className="block font-semibold">{row.companyName ?? '—'}</span>
        <span className="block font-mono text-xs text-slate-600">{row.slug}</span>
      </>
    ),
  },
  { label: 'Investor price', className: 'tabular-nums', cell: (row) => <Change row={row} field="pricePaise" /> },
  { label: 'Partner price', className: 'tabular-nums', cell: (row) => <Change row={row} field="partnerPricePaise" /> },
  {
    label: 'Buy-back price',
    className: 'tabular-nums',
    cell: (row) => {
      const quote = (paise: number | null | undefined) => (typeof paise === 'number' ? formatPaise(paise) : '—');
      const [before, after] = [row.current?.buybackPricePaise, row.next?.buybackPricePaise];
      return before === after || after === undefined ? quote(before) : `${quote(before)} → ${quote(after)}`;
    },
  },
  { label: 'Available', className: 'tabular-nums', cell: (row) => <Change row={row} field="availableQuantity" /> },
  {
    label: 'Source',
    cell: (row) =>
      row.next ? (
        <>
          {PRICE_SOURCE_LABELS[row.next.priceSource]}
          {row.next.priceNote && <span className="block text-xs text-slate-600">{row.next.priceNote}</span>}
        </>
      ) : (
        '—'
      ),
  },
  {
    label: 'Status',
    cell: (row) => (
      <>
        <StatusBadge status={row.status} label={row.status === 'ok' ? (row.changes ? 'Changes' : 'No change') : 'Refused'} />
        {row.needsApproval && <span className="mt-1 block text-xs text-amber-900">Needs a second person</span>}
      </>
    ),
  },
  { label: 'Reason', className: 'text-red-900', cell: (row) => row.reason ?? '' },
];

export default function PriceImportPreview({ rows }: { rows: readonly PriceImportRow[] }) {
  return (
    <ListTable
      label="Preview"
      caption={`Rows of the price file, ${rows.length} in all`}
      columns={COLUMNS}
      rows={rows}
      rowKey="line"
      empty="The file has no rows."
      rowClassName={(row) => (row.status === 'refused' ? 'bg-red-50 text-sm' : 'text-sm')}
    />
  );
}
