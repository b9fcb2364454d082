import { formatPaiseShort, formatPlace, formatRupees } from '@/lib/format';
import type { Listing } from '@/lib/server/services/realEstate';

const area = new Intl.NumberFormat('en-IN');

/** The price in the listing's own currency, e.g. "AED 2,450,000", "£1,650,000", "US$2,950,000". */
function localPrice(currency: string, priceMinor: number) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(priceMinor / 100);
}

interface Props {
  listing: Listing;
  onEnquire: (listingId: number) => void;
}

export default function ListingCard({ listing, onEnquire }: Props) {
  const inr = listing.currency === 'INR';
  return (
    <article aria-labelledby={`listing-${listing.id}`} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {listing.propertyType} · {formatPlace(listing.city, listing.country)}
      </p>
      <h3 id={`listing-${listing.id}`} className="mt-1 text-lg font-semibold text-slate-900">
        {listing.title}
      </h3>
      <p className="mt-3 text-2xl font-bold text-brand-900">
        {inr ? formatPaiseShort(listing.priceInrPaise) : localPrice(listing.currency, listing.priceMinor)}
      </p>
      <p className="text-sm text-slate-700">
        {inr ? (
          formatRupees(listing.priceInrPaise)
        ) : (
          <>
            ≈ {formatPaiseShort(listing.priceInrPaise)} <span className="text-slate-600">({formatRupees(listing.priceInrPaise)})</span>
          </>
        )}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Area</dt>
          <dd className="font-medium text-slate-900">{area.format(listing.areaSqft)} sq ft</dd>
        </div>
        <div>
          <dt className="text-slate-600">Bedrooms</dt>
          <dd className="font-medium text-slate-900">
            {listing.bedrooms ?? (listing.propertyType === 'Serviced apartment' ? 'Studio' : 'Not applicable')}
          </dd>
        </div>
      </dl>
      <p className="mt-4 flex-1 text-sm text-slate-700">{listing.description}</p>
      <button
        type="button"
        onClick={() => onEnquire(listing.id)}
        className="mt-4 self-start rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Enquire<span className="sr-only"> about {listing.title}</span>
      </button>
    </article>
  );
}
