import type { InferGetStaticPropsType } from 'next';
import Link from 'next/link';

import CompanyLogo from '@/components/companies/CompanyLogo';
import ManagementList from '@/components/companies/ManagementList';
import Seo from '@/components/Seo';
import StartupEnquiry from '@/components/startups/StartupEnquiry';
import StartupFacts from '@/components/startups/StartupFacts';
import PageContainer from '@/components/ui/PageContainer';
import { PAGE_HEADING_CLASS } from '@/components/ui/PageHeading';
import { breadcrumbLd } from '@/lib/seo';
import { getStaticPaths, getStaticProps } from '@/lib/server/loaders/Startups/[slug]';

export { getStaticPaths, getStaticProps };
type Props = InferGetStaticPropsType<typeof getStaticProps>;

export default function StartupPage({ startup }: Props) {
  const path = `/Startups/${startup.slug}`;
  return (
    <>
      <Seo
        title={`${startup.name}: ${startup.stage ?? 'startup'} in ${startup.sector}`}
        description={`${startup.name} (${startup.sector}${startup.stage ? `, ${startup.stage}` : ''}): amount raised, minimum investment, management and company details.`}
        canonicalPath={path}
        image={startup.logo}
        jsonLd={breadcrumbLd([
          ['Startups', '/Startups'],
          [startup.name, path],
        ])}
      />
      <PageContainer as="article" measure="prose">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <ol className="flex flex-wrap gap-1">
            <li>
              <Link href="/" className="underline">
                Home
              </Link>{' '}
              /
            </li>
            <li>
              <Link href="/Startups" className="underline">
                Startups
              </Link>{' '}
              /
            </li>
            <li aria-current="page">{startup.name}</li>
          </ol>
        </nav>
        <header className="mt-4 flex items-center gap-4">
          <CompanyLogo name={startup.name} logo={startup.logo} size={56} />
          <div>
            <h1 className={PAGE_HEADING_CLASS}>{startup.name}</h1>
            <p className="text-slate-700">
              {startup.stage ?? '—'} · {startup.sector} · {startup.status}
            </p>
          </div>
        </header>
        <section aria-labelledby="about" className="mt-8">
          <h2 id="about" className="text-xl font-bold text-brand-900">
            About
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-800">{startup.about ?? 'A description is not available yet.'}</p>
        </section>
        <section aria-labelledby="funding" className="mt-8">
          <h2 id="funding" className="mb-3 text-xl font-bold text-brand-900">
            Funding and key facts
          </h2>
          <StartupFacts {...startup} />
        </section>
        <section aria-labelledby="management" className="mt-8">
          <h2 id="management" className="text-xl font-bold text-brand-900">
            Management
          </h2>
          <ManagementList members={startup.management} />
        </section>
        <p className="mt-10">
          <Link
            href={`/indian-stocks/${startup.slug}`}
            className="inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Full company record: price, fundamentals and shareholding
          </Link>
        </p>
        <StartupEnquiry slug={startup.slug} name={startup.name} />
      </PageContainer>
    </>
  );
}
