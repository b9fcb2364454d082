import type { ReactNode } from 'react';

import { formatDate, formatPaise, formatPaiseShort } from '@/lib/format';
import { PRICE_SOURCE_LABELS, type PriceSource } from '@/lib/status/prices';

import PriceChange from './PriceChange';

interface Props {
  /** The company's price, the one before it, when it was set and where it comes from. */
  price: {
    pricePaise: number;
    previousPricePaise: number | null;
    priceUpdatedAt: string;
    /** Where the price comes from (a trade, a dealer quote, a funding round, the desk's estimate). */
    priceSource: PriceSource;
  };
  valuationPaise: number | null;
  children: ReactNode;
}

export default function CompanyPriceCard({ price, valuationPaise, children }: Props) {
  const { pricePaise, previousPricePaise, priceUpdatedAt, priceSource } = price;
  return (
    <section aria-label="Price" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm text-slate-600">Price per share</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold tabular-nums text-slate-900" data-testid="company-price">
          {formatPaise(pricePaise)}
        </span>
        <PriceChange current={pricePaise} previous={previousPricePaise} />
      </p>
      <p className="mt-2 text-sm text-slate-600">
        As of <time dateTime={priceUpdatedAt}>{formatDate(priceUpdatedAt)}</time> ·{' '}
        <span data-testid="price-source">{PRICE_SOURCE_LABELS[priceSource]}</span>
        {valuationPaise !== null && ` · Valuation ${formatPaiseShort(valuationPaise)}`}
      </p>
      {children}
    </section>
  );
}
