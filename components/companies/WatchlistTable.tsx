import Link from 'next/link';

import { formatDate, formatPaise } from '@/lib/format';
import type { WatchlistEntry } from '@/lib/server/services/watchlist';

import CompanyLogo from './CompanyLogo';
import PriceChange from './PriceChange';
import RemoveFromWatchlistButton from './RemoveFromWatchlistButton';

/**
 * The watch list as one card per company: on a phone the name takes the first line and the price
 * and Remove share the second, so nothing runs off a 360 px screen; from `sm` up each card is one row.
 */
export default function WatchlistTable({ items, total }: { items: WatchlistEntry[]; total: number }) {
  return (
    <section aria-label="Watch list" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 className="sr-only">{`${total} ${total === 1 ? 'company' : 'companies'} on your watch list`}</h2>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <li
            key={item.companyId}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto_auto]"
          >
            <Link href={`/indian-stocks/${item.slug}`} className="col-span-2 flex min-w-0 items-center gap-3 font-medium text-slate-900 hover:underline sm:col-span-1">
              <CompanyLogo name={item.name} logo={item.logo} size={32} />
              <span className="min-w-0 break-words">
                {item.name}
                <span className="block text-xs font-normal text-slate-600">{`${item.status} · updated ${formatDate(item.priceUpdatedAt)}`}</span>
              </span>
            </Link>
            <dl className="flex items-baseline gap-3 tabular-nums sm:flex-col sm:items-end sm:gap-0">
              <dt className="sr-only">Price</dt>
              <dd className="font-semibold">{formatPaise(item.pricePaise)}</dd>
              <dt className="sr-only">Change</dt>
              <dd className="text-xs">
                <PriceChange current={item.pricePaise} previous={item.previousPricePaise} />
              </dd>
            </dl>
            <div className="justify-self-end">
              <RemoveFromWatchlistButton companyId={item.companyId} companyName={item.name} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
