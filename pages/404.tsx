import Link from 'next/link';

import CompanySearchBox from '@/components/search/CompanySearchBox';
import Seo from '@/components/Seo';
import PageHeading from '@/components/ui/PageHeading';

export default function NotFoundPage() {
  return (
    <>
      <Seo title="Page not found" description="The page you asked for does not exist." noindex />
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <PageHeading className="mt-2">We couldn&apos;t find that page</PageHeading>
        <p className="mt-4 text-slate-700">It may have moved, or the address may be mistyped. Looking for a company? Search for it:</p>
        <div className="mx-auto mt-6 max-w-md text-left" data-testid="not-found-search">
          <CompanySearchBox variant="public" />
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            Go home
          </Link>
          <Link href="/indian-stocks" className="rounded-lg border border-brand-700 px-5 py-3 font-semibold text-brand-800">
            Company records
          </Link>
        </div>
      </section>
    </>
  );
}
