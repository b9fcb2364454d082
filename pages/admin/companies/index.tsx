import type { InferGetServerSidePropsType } from 'next';

import AdminListPage from '@/components/admin/AdminListPage';
import { DateTime, RecordLink, searchFilter } from '@/components/kit/cells';
import { type Column } from '@/components/kit/ListPage';
import { formatNumber, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/companies/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Company = Props['list']['result'][number];

const NUMBER = 'tabular-nums';

const COLUMNS: Column<Company>[] = [
  {
    label: 'Company',
    rowHeader: true,
    cell: (company) => <RecordLink href={`/admin/companies/${encodeURIComponent(company.slug)}`}>{company.name}</RecordLink>,
  },
  { label: 'Status', cell: (company) => company.status },
  { label: 'Investor price', className: NUMBER, cell: (company) => formatPaise(company.pricePaise) },
  { label: 'Partner price', className: NUMBER, cell: (company) => formatPaise(company.partnerPricePaise) },
  {
    label: 'Buy-back price',
    className: NUMBER,
    cell: (company) => (company.buybackPricePaise === null ? '—' : formatPaise(company.buybackPricePaise)),
  },
  { label: 'Available', className: NUMBER, cell: (company) => formatNumber(company.availableQuantity) },
  { label: 'Reserved', className: NUMBER, cell: (company) => formatNumber(company.reservedQuantity) },
  { label: 'Minimum lot', className: NUMBER, cell: (company) => formatNumber(company.minQuantity) },
  { label: 'Price updated', className: 'text-slate-700', cell: (company) => <DateTime at={company.priceUpdatedAt} /> },
];

export default function AdminCompaniesPage({ list, q }: Props) {
  return (
    <AdminListPage
      description="Prices, stock on sale, minimum lot and status of every company."
      list={list}
      filters={[searchFilter(q, 'Company name or slug.')]}
      things="Companies"
      columns={COLUMNS}
      rowKey="slug"
    />
  );
}
