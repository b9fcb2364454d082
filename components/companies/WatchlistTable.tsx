import Link from 'next/link';

import { formatDate, formatPaise } from '@/lib/format';
import type { WatchlistEntry } from '@/lib/server/services/watchlist';

import CompanyLogo from './CompanyLogo';
import PriceChange from './PriceChange';
import RemoveFromWatchlistButton from './RemoveFromWatchlistButton';

const cell = 'px-3 py-3 sm:px-4';

/**
 * On a phone the table keeps two columns, the company (with its price under the name) and Remove,
 * so the button stays on a 360 px screen; from `sm` up price and change have columns of their own.
 */
export default function WatchlistTable({ items, total }: { items: WatchlistEntry[]; total: number }) {
  return (
    <section aria-label="Watch list" className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{`${total} ${total === 1 ? 'company' : 'companies'} on your watch list`}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={`${cell} font-medium`}>
              Company
            </th>
            <th scope="col" className={`hidden ${cell} text-right font-medium sm:table-cell`}>
              Price
            </th>
            <th scope="col" className={`hidden ${cell} text-right font-medium sm:table-cell`}>
              Change
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.companyId}>
              <th scope="row" className={`${cell} font-medium`}>
                <Link href={`/indian-stocks/${item.slug}`} className="flex items-center gap-3 text-slate-900 hover:underline">
                  <CompanyLogo name={item.name} logo={item.logo} size={32} />
                  <span className="min-w-0 break-words">
                    {item.name}
                    <span className="block text-xs font-normal text-slate-600">{`${item.status} · updated ${formatDate(item.priceUpdatedAt)}`}</span>
                  </span>
                </Link>
                <span className="mt-1 flex items-baseline gap-2 pl-11 tabular-nums sm:hidden">
                  <span className="font-semibold">{formatPaise(item.pricePaise)}</span>
                  <PriceChange current={item.pricePaise} previous={item.previousPricePaise} />
                </span>
              </th>
              <td className={`hidden ${cell} text-right font-semibold tabular-nums sm:table-cell`}>{formatPaise(item.pricePaise)}</td>
              <td className={`hidden ${cell} text-right tabular-nums sm:table-cell`}>
                <PriceChange current={item.pricePaise} previous={item.previousPricePaise} />
              </td>
              <td className={`${cell} text-right`}>
                <RemoveFromWatchlistButton companyId={item.companyId} companyName={item.name} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
