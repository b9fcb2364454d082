import Link from 'next/link';

import DataTable, { type DataColumn } from '@/components/ui/DataTable';
import { formatDate, formatNumber, formatPaise } from '@/lib/format';
import type { PartnerShare } from '@/lib/server/services/partnerShares';
import { SHARE_STATUS_LABELS, sharelistHref, type ShareSort, type SharelistState, type ShareStatus } from '@/lib/validations/partnerShares';

const STATUS_TONE: Record<ShareStatus, string> = {
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  sold_out: 'bg-slate-100 text-slate-700 ring-slate-200',
  coming_soon: 'bg-amber-50 text-amber-900 ring-amber-200',
};

const cell = 'sm:px-4 sm:py-3';

interface Props {
  shares: PartnerShare[];
  state: SharelistState;
}

/** A column header that sorts by its column; a second click reverses the order. */
function SortHeader({ label, sort, state }: { label: string; sort: ShareSort; state: SharelistState }) {
  const active = state.sort === sort;
  const order = active ? (state.order === 'asc' ? 'desc' : 'asc') : sort === 'name' ? 'asc' : 'desc';
  return (
    <Link href={sharelistHref(state, { sort, order, page: 1 })} className="inline-flex items-center gap-1 hover:text-brand-800">
      {label}
      {active && <span aria-hidden="true">{state.order === 'asc' ? '▲' : '▼'}</span>}
      {active && <span className="sr-only">{state.order === 'asc' ? '(ascending)' : '(descending)'}</span>}
    </Link>
  );
}

/** The share list: a table on wide screens, one card per company on phones. */
export default function SharelistTable({ shares, state }: Props) {
  const head = 'px-4 py-3';
  const columns: DataColumn[] = [
    { label: <SortHeader label="Company" sort="name" state={state} />, className: head },
    { label: 'Status', className: head },
    { label: <SortHeader label="Investor price" sort="price" state={state} />, className: `${head} text-right` },
    { label: 'Partner price', className: `${head} text-right` },
    { label: <SortHeader label="Margin / share" sort="margin" state={state} />, className: `${head} text-right` },
    { label: 'Min. lot', className: `${head} text-right` },
    { label: 'Margin / lot', className: `${head} text-right` },
    { label: <SortHeader label="Available" sort="available" state={state} />, className: `${head} text-right` },
  ];
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <DataTable caption="Shares with investor and partner prices" columns={columns} look="cards">
        {shares.map((share) => (
          <tr key={share.slug} data-testid="share-row" className="grid grid-cols-2 gap-x-4 gap-y-1 px-4 py-3 sm:table-row sm:p-0">
            <th scope="row" className={`col-span-2 font-semibold text-slate-900 ${cell}`}>
              <Link href={`/indian-stocks/${share.slug}`} className="hover:text-brand-800 hover:underline">
                {share.name}
              </Link>
              <span className="block text-xs font-normal text-slate-600">
                {share.sector} · price as of <time dateTime={share.priceAsOf}>{formatDate(share.priceAsOf)}</time>
              </span>
            </th>
            <td className={`col-span-2 ${cell}`}>
              <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[share.status]}`}>
                {SHARE_STATUS_LABELS[share.status]}
              </span>
            </td>
            <Money label="Investor price" paise={share.pricePaise} />
            <Money label="Partner price" paise={share.partnerPricePaise} />
            <Money label="Margin per share" paise={share.marginPaise} strong />
            <td className={`text-slate-700 sm:text-right ${cell}`}>
              <span className="text-slate-600 sm:sr-only">Min. lot: </span>
              {formatNumber(share.minQuantity)}
            </td>
            <Money label="Margin per lot" paise={share.marginPerLotPaise} />
            <td className={`text-slate-700 sm:text-right ${cell}`}>
              <span className="text-slate-600 sm:sr-only">Available: </span>
              {formatNumber(share.availableQuantity)}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

function Money({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <td className={`tabular-nums sm:text-right ${strong ? 'font-semibold text-emerald-800' : 'text-slate-700'} ${cell}`}>
      <span className="font-normal text-slate-600 sm:sr-only">{label}: </span>
      {formatPaise(paise)}
    </td>
  );
}
