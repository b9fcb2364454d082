import type { InferGetServerSidePropsType } from 'next';
import { useState } from 'react';

import Seo from '@/components/Seo';
import EnquiryForm from '@/components/realEstate/EnquiryForm';
import ListingCard from '@/components/realEstate/ListingCard';
import LocationFilters from '@/components/realEstate/LocationFilters';
import PageContainer, { PAGE_GUTTERS } from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { NOT_AN_EXCHANGE_NOTICE } from '@/lib/brand';
import { formatPlace } from '@/lib/format';
import { breadcrumbLd } from '@/lib/seo';
import { getServerSideProps } from '@/lib/server/loaders/Global-Real-Estate';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const PATH = '/Global-Real-Estate';

export default function GlobalRealEstatePage({ countries, country, city, listings, choices }: Props) {
  const [listingId, setListingId] = useState('');
  const place = formatPlace(city, country);
  const query = new URLSearchParams({ ...(country && { country }), ...(city && { city }) });

  function enquire(id: number) {
    setListingId(String(id));
    const section = document.getElementById('get-in-touch');
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLInputElement>('input[name="fullName"]')?.focus({ preventScroll: true });
  }

  return (
    <>
      <Seo
        title={place ? `Global Real Estate in ${place}` : 'Global Real Estate: homes and offices abroad'}
        description={`${listings.length} illustrative property listings${place ? ` in ${place}` : ' in Dubai, London, New York, Singapore, Lisbon, Sydney, Bangkok and India'}, priced in the local currency and in rupees. Get in touch with our real-estate desk.`}
        canonicalPath={`${PATH}${query.size ? `?${query}` : ''}`}
        jsonLd={breadcrumbLd([
          ['Global Real Estate', PATH],
          ...(country ? [[country, `${PATH}?${new URLSearchParams({ country })}`] as [string, string]] : []),
        ])}
      />
      <PageContainer>
        <PageHeading>
          Global Real Estate{place && <span className="block text-xl font-semibold text-slate-700 sm:text-2xl">{place}</span>}
        </PageHeading>
        <p className="mt-3 max-w-3xl text-slate-700">
          Residential and commercial property in the world’s most sought-after cities. Prices are shown in the local currency and in rupees
          at a fixed illustrative exchange rate; the listings are demo data.
        </p>
        <div className="mt-6">
          <LocationFilters countries={countries} country={country} city={city} />
        </div>
        <h2 className="sr-only">Listings</h2>
        <p className="mt-6 text-sm text-slate-700">
          {listings.length} {listings.length === 1 ? 'property' : 'properties'}
          {place && ` in ${place}`}
        </p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing) => (
            <ListingCard key={listing.id} listing={listing} onEnquire={enquire} />
          ))}
        </div>
      </PageContainer>
      <section id="get-in-touch" aria-labelledby="get-in-touch-heading" className="scroll-mt-4 bg-brand-50">
        <div className={`${PAGE_GUTTERS} grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]`}>
          <div>
            <h2 id="get-in-touch-heading" className="text-2xl font-bold text-brand-900">
              Get In Touch
            </h2>
            <p className="mt-3 text-slate-700">
              Tell us what you are looking for. Our real-estate desk will call you to discuss the property, the buying process in that
              country and the Liberalised Remittance Scheme limits that apply to residents of India.
            </p>
            <p className="mt-4 text-xs text-slate-600">{NOT_AN_EXCHANGE_NOTICE}</p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <EnquiryForm choices={choices} listingId={listingId} onListingChange={setListingId} />
          </div>
        </div>
      </section>
    </>
  );
}
