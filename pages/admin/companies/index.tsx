import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import AdminPage from '@/components/admin/AdminPage';
import { formatDateTime } from '@/components/admin/age';
import ListFilters, { listHref } from '@/components/admin/ListFilters';
import Pagination from '@/components/Pagination';
import DataTable from '@/components/ui/DataTable';
import { formatPaise } from '@/lib/format';
import { totalPages } from '@/lib/pagination';
import { getServerSideProps } from '@/lib/server/loaders/admin/companies/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const COLUMNS = [
  'Company',
  'Status',
  'Investor price',
  'Partner price',
  'Buy-back price',
  'Available',
  'Reserved',
  'Minimum lot',
  'Price updated',
].map((label) => ({ label, className: 'px-3 py-2 text-left text-sm font-semibold text-slate-700' }));

export default function AdminCompaniesPage({ list, q }: Props) {
  return (
    <AdminPage title="Companies" description="Prices, stock on sale, minimum lot and status of every company.">
      <ListFilters action="/admin/companies" search={{ label: 'Search', value: q, hint: 'Company name or slug.' }} />
      {list.result.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {q ? `No company matches “${q}”.` : 'No companies yet.'}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <DataTable caption={`Companies, ${list.total} in all`} columns={COLUMNS} className="min-w-full" headClassName="bg-slate-50">
            {list.result.map((company) => (
              <tr key={company.slug} className="text-sm">
                <th scope="row" className="px-3 py-2 text-left">
                  <Link
                    href={`/admin/companies/${encodeURIComponent(company.slug)}`}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {company.name}
                  </Link>
                </th>
                <td className="px-3 py-2">{company.status}</td>
                <td className="px-3 py-2 tabular-nums">{formatPaise(company.pricePaise)}</td>
                <td className="px-3 py-2 tabular-nums">{formatPaise(company.partnerPricePaise)}</td>
                <td className="px-3 py-2 tabular-nums">
                  {company.buybackPricePaise === null ? '—' : formatPaise(company.buybackPricePaise)}
                </td>
                <td className="px-3 py-2 tabular-nums">{company.availableQuantity.toLocaleString('en-IN')}</td>
                <td className="px-3 py-2 tabular-nums">{company.reservedQuantity.toLocaleString('en-IN')}</td>
                <td className="px-3 py-2 tabular-nums">{company.minQuantity.toLocaleString('en-IN')}</td>
                <td className="px-3 py-2 text-slate-700">
                  <time dateTime={company.priceUpdatedAt}>{formatDateTime(company.priceUpdatedAt)}</time>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <Pagination
        page={list.page}
        totalPages={totalPages(list.total, list.limit)}
        hrefFor={(page) => listHref('/admin/companies', { q, page })}
      />
    </AdminPage>
  );
}
