import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import Pagination from '@/components/Pagination';
import Seo from '@/components/Seo';
import StartupCard from '@/components/startups/StartupCard';
import StartupFilters from '@/components/startups/StartupFilters';
import { startupsHref } from '@/components/startups/startupsHref';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { breadcrumbLd } from '@/lib/seo';
import { getServerSideProps } from '@/lib/server/loaders/Startups/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function StartupsPage({ startups, total, page, totalPages, filters, stages, sectors }: Props) {
  const filtered = Boolean(filters.stage || filters.sector);
  return (
    <>
      <Seo
        title={page > 1 ? `Startups raising capital – page ${page}` : 'Startups raising capital'}
        description="Indian startups raising capital: funding stage, sector, amount raised so far and the minimum investment for each."
        canonicalPath={startupsHref(filters.stage, filters.sector, page)}
        jsonLd={breadcrumbLd([['Startups', '/Startups']])}
      />
      <PageContainer as="div">
        <PageHeading>Startups</PageHeading>
        <p className="mt-2 max-w-3xl text-slate-700">
          Startups raising capital: stage, sector, amount raised and the minimum investment. Startup shares carry more risk than established
          companies; read each company record before you decide.
        </p>
        <div className="mt-6">
          <StartupFilters stages={stages} sectors={sectors} stage={filters.stage} sector={filters.sector} />
        </div>
        <p role="status" className="mt-6 text-sm text-slate-700">
          {total} {total === 1 ? 'startup' : 'startups'}
          {filtered ? ' match your filters' : ''}
        </p>
        {startups.length === 0 ? (
          <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-semibold text-slate-900">No startups match these filters.</p>
            {filtered && (
              <Link href="/Startups" className="mt-3 inline-block font-semibold text-brand-700 underline">
                Show all startups
              </Link>
            )}
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {startups.map((startup) => (
              <li key={startup.slug}>
                <StartupCard startup={startup} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={totalPages} hrefFor={(n) => startupsHref(filters.stage, filters.sector, n)} />
      </PageContainer>
    </>
  );
}
