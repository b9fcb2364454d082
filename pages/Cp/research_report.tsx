import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import Pagination from '@/components/Pagination';
import { ListTable, type Column } from '@/components/kit/ListPage';
import { totalPages } from '@/lib/pagination';
import { getServerSideProps } from '@/lib/server/loaders/Cp/research_report';
import SearchField from '@/components/forms/SearchField';
import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const COLUMNS: Column<Props['reports'][number]>[] = [
  { label: 'Company', rowHeader: true, className: 'font-medium', cell: (report) => report.name },
  { label: 'Sector', cell: (report) => report.sector },
  { label: 'Status', cell: (report) => report.status },
  {
    label: 'Report',
    cell: (report) => (
      <span className="inline-flex flex-wrap gap-x-4 gap-y-1">
        <a href={report.pdfHref} download className="font-semibold text-brand-700 underline underline-offset-2">
          PDF<span className="sr-only"> research report on {report.name}</span>
        </a>
        <a href={report.href} download className="font-semibold text-brand-700 underline underline-offset-2">
          HTML<span className="sr-only"> research report on {report.name}</span>
        </a>
      </span>
    ),
  },
];

export default function ResearchReportPage({ reports, total, page, perPage, q }: Props) {
  const hrefFor = (n: number) => {
    const params = new URLSearchParams({ ...(q && { q }), ...(n > 1 && { page: String(n) }) });
    return `/Cp/research_report${params.size ? `?${params}` : ''}`;
  };
  return (
    <DashboardPage
      title="Reports"
      description="Research reports on every company we offer, to download, print and share with your clients."
    >
      <form method="get" action="/Cp/research_report" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <SearchField label="Search companies" query={q} maxLength={100} className="w-64" />
        <button type="submit" className={BUTTON_LOOKS.primary}>
          Search
        </button>
      </form>
      {total === 0 ? (
        <EmptyState icon="reports" title="No reports match" action={{ href: '/Cp/research_report', label: 'Show every report' }}>
          Try another company name.
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {total === 1 ? '1 report' : `${total} reports`}
            {total > perPage && `, page ${page} of ${totalPages(total, perPage)}`}
          </p>
          <ListTable look="panel" caption="Research reports" columns={COLUMNS} rows={reports} rowKey="slug" empty={null} />
          <Pagination page={page} totalPages={totalPages(total, perPage)} hrefFor={hrefFor} />
        </>
      )}
    </DashboardPage>
  );
}
