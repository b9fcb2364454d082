import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import SharelistFilters from '@/components/cp/SharelistFilters';
import SharelistTable from '@/components/cp/SharelistTable';
import DashboardPage from '@/components/dashboard/DashboardPage';
import Pagination from '@/components/Pagination';
import { totalPages } from '@/lib/pagination';
import { getServerSideProps } from '@/lib/server/loaders/Cp/sharelist';
import { sharelistCsvHref, sharelistHref } from '@/lib/validations/partnerShares';
import { formatNumber } from '@/lib/format';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function ShareListPage({ state, sectors, shares, total, perPage }: Props) {
  const pages = totalPages(total, perPage);
  const filtered = Boolean(state.q || state.sector || state.status);
  return (
    <DashboardPage
      title="Share List"
      description="Every company we offer, with the investor price, your partner price and your margin. Partner prices are for you only: never share them with clients."
    >
      <SharelistFilters state={state} sectors={sectors} />
      <div className="mt-4 mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {total === 1 ? '1 company' : `${formatNumber(total)} companies`}
          {pages > 1 && `, page ${state.page} of ${pages}`}
        </p>
        {total > 0 && (
          <a
            href={sharelistCsvHref(state)}
            download
            className="inline-flex min-h-10 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Download CSV
          </a>
        )}
      </div>
      {total === 0 ? (
        <section className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No company matches</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-600">
            {filtered ? 'Try another name, or clear the filters.' : 'No company is on offer yet. Please check back soon.'}
          </p>
          {filtered && (
            <Link href="/Cp/sharelist" className="mt-4 inline-block font-semibold text-brand-800 underline">
              Clear search and filters
            </Link>
          )}
        </section>
      ) : (
        <>
          <SharelistTable shares={shares} state={state} />
          <Pagination page={state.page} totalPages={pages} hrefFor={(page) => sharelistHref(state, { page })} />
        </>
      )}
    </DashboardPage>
  );
}
