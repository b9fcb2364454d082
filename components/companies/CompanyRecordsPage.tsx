import Breadcrumbs from '@/components/Breadcrumbs';
import CompanyCardGrid from '@/components/companies/CompanyCardGrid';
import CompanyFilters from '@/components/companies/CompanyFilters';
import CompanyTable from '@/components/companies/CompanyTable';
import ViewToggle from '@/components/companies/ViewToggle';
import Pagination from '@/components/Pagination';
import Seo from '@/components/Seo';
import LightLink from '@/components/ui/LightLink';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { totalPages } from '@/lib/pagination';
import { breadcrumbLd } from '@/lib/seo';
import type { CompanyRecordsProps } from '@/lib/server/loaders/indian-stocks/index';
import {
  CATEGORY_LABELS,
  COMPANY_RECORDS_PAGE_SIZE,
  COMPANY_SORTS,
  companyRecordsHref,
  type CompanyRecordsState,
} from '@/lib/companyRecords';
import { formatNumber } from '@/lib/format';

/** "Technology · Startup · Available", or '' for the unfiltered list. */
function filterSummary(state: CompanyRecordsState) {
  return [state.sector, state.category && CATEGORY_LABELS[state.category], state.status].filter(Boolean).join(' · ');
}

/** The company records (/indian-stocks): the plain list, reused, and its filtered views (lib/filteredViews.ts) alike. */
export default function CompanyRecordsPage({ state, sectors, companies, total }: CompanyRecordsProps) {
  const pages = totalPages(total, COMPANY_RECORDS_PAGE_SIZE);
  const filters = filterSummary(state);
  const first = (state.page - 1) * COMPANY_RECORDS_PAGE_SIZE + 1;
  const range = total === 0 ? 'No companies' : `${first}–${first + companies.length - 1} of ${formatNumber(total)} companies`;
  const title = `Company Records: unlisted share prices${filters ? ` (${filters})` : ''}${state.page > 1 ? `, page ${state.page}` : ''}`;
  return (
    <>
      <Seo
        title={title}
        description={`Prices, valuations and fundamentals of ${formatNumber(total)} unlisted and pre-IPO Indian companies${filters ? ` (${filters})` : ''}. Filter by sector, category and status.`}
        canonicalPath={companyRecordsHref({ ...state, view: 'grid' })}
        jsonLd={breadcrumbLd([['Company Records', '/indian-stocks']])}
      />
      <PageContainer>
        <Breadcrumbs trail={[['Company Records', '/indian-stocks']]} />
        <PageHeading
          className="mt-4"
          description="Unlisted and pre-IPO Indian companies: indicative share prices, valuation, fundamentals and shareholding."
        >
          Company Records
        </PageHeading>
        <div className="mt-6">
          <CompanyFilters state={state} sectors={sectors} />
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-slate-700">
            {range}
            {filters && ` · ${filters}`}
            {total > 0 && ` · sorted by ${COMPANY_SORTS[state.sort].toLowerCase()}`}
          </p>
          <ViewToggle state={state} />
        </div>
        <div className="mt-4">
          {companies.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <h2 className="text-lg font-semibold text-slate-900">No company matches these filters</h2>
              <p className="mt-2 text-slate-600">Try another sector, category or status.</p>
              <LightLink
                href="/indian-stocks"
                className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                Show all companies
              </LightLink>
            </div>
          ) : state.view === 'table' ? (
            <CompanyTable companies={companies} caption={`Companies, ${range}`} />
          ) : (
            <CompanyCardGrid companies={companies} label="Companies" />
          )}
        </div>
        <Pagination page={state.page} totalPages={pages} hrefFor={(page) => companyRecordsHref(state, { page })} />
      </PageContainer>
    </>
  );
}
