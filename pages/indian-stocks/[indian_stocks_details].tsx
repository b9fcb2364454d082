import type { GetServerSideProps } from 'next';
import Link from 'next/link';

import CompanyLogo from '@/components/companies/CompanyLogo';
import PriceChange from '@/components/companies/PriceChange';
import Seo from '@/components/Seo';
import { formatDate, formatPaise } from '@/lib/format';
import { serializeDates, type Serialized } from '@/lib/serialize';
import { getDb } from '@/lib/server/db/client';
import { companyBySlug } from '@/lib/server/services/companies';

type Company = Serialized<NonNullable<Awaited<ReturnType<typeof companyBySlug>>>>;

export default function CompanyPage({ company }: { company: Company }) {
  const facts: Array<[string, string]> = [
    ['Sector', company.sector],
    ['Status', company.status],
    ['ISIN', company.isin ?? '—'],
    ['Depository', company.depository ?? '—'],
    ['Face value', formatPaise(company.faceValuePaise)],
    ['Minimum quantity', `${company.minQuantity} shares`],
  ];
  return (
    <>
      <Seo
        title={`${company.name} unlisted share price`}
        description={`${company.name} unlisted share price ${formatPaise(company.pricePaise)}, ${company.sector}. ISIN, depository, minimum quantity and more.`}
      />
      <article className="mx-auto max-w-5xl px-4 py-10">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <Link href="/indian-stocks" className="underline">
            Company Records
          </Link>{' '}
          / <span aria-current="page">{company.name}</span>
        </nav>
        <header className="mt-4 flex flex-wrap items-center gap-4">
          <CompanyLogo name={company.name} logo={company.logo} size={56} />
          <div>
            <h1 className="text-3xl font-bold text-brand-900">{company.name}</h1>
            <p className="text-slate-600">{company.sector}</p>
          </div>
        </header>
        <section aria-label="Price" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm text-slate-600">Price per share</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-3">
            <span className="text-3xl font-bold text-slate-900">{formatPaise(company.pricePaise)}</span>
            <PriceChange current={company.pricePaise} previous={company.previousPricePaise} />
          </p>
          <p className="mt-2 text-sm text-slate-600">Last updated {formatDate(company.priceUpdatedAt)}</p>
        </section>
        <section aria-labelledby="key-facts" className="mt-6">
          <h2 id="key-facts" className="text-xl font-semibold text-brand-900">
            Key facts
          </h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-slate-50 p-4">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {company.about && (
          <section aria-labelledby="about" className="mt-6">
            <h2 id="about" className="text-xl font-semibold text-brand-900">
              About {company.name}
            </h2>
            <p className="mt-2 text-slate-800">{company.about}</p>
          </section>
        )}
      </article>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<{ company: Company }> = async ({ params }) => {
  const slug = String(params?.indian_stocks_details ?? '').toLowerCase();
  const company = await companyBySlug(await getDb(), slug);
  if (!company) return { notFound: true };
  return { props: { company: serializeDates(company) } };
};
