import type { GetServerSideProps } from 'next';
import Link from 'next/link';

import CompanyCardGrid from '@/components/companies/CompanyCardGrid';
import Seo from '@/components/Seo';
import { brand } from '@/lib/brand';
import { serializeDates } from '@/lib/serialize';
import { getDb } from '@/lib/server/db/client';
import { topCompanies, type CompanyCard } from '@/lib/server/services/companies';

interface Props {
  companies: CompanyCard[];
}

export default function HomePage({ companies }: Props) {
  return (
    <>
      <Seo
        title="Unlisted shares, pre-IPO companies and startups in India"
        description={`${brand.name} tracks prices, fundamentals and news for unlisted and pre-IPO Indian companies, startups and global real estate.`}
      />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-3xl font-bold sm:text-5xl">Invest in India&apos;s companies before they list</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{brand.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/indian-stocks" className="rounded-lg bg-accent-400 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-500">
              Explore company records
            </Link>
            <Link href="/Cp/signup" className="rounded-lg border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10">
              Become a channel partner
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="top-companies">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="top-companies" className="text-2xl font-bold text-brand-900">
            Top unlisted companies
          </h2>
          <Link href="/indian-stocks" className="font-semibold text-brand-700 underline">
            View all
          </Link>
        </div>
        <CompanyCardGrid companies={companies} />
      </section>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async () => {
  const rows = await topCompanies(await getDb(), 8);
  return { props: { companies: rows.map(serializeDates) } };
};
