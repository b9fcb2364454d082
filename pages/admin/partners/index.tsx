import type { InferGetServerSidePropsType } from 'next';

import AdminListPage from '@/components/admin/AdminListPage';
import { accessFilter, DateTime, PersonCell, RecordLink, statusFilter, searchFilter } from '@/components/kit/cells';
import { type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { PARTNER_STATUS_LABELS, PARTNER_STATUSES } from '@/lib/status/people';
import { getServerSideProps } from '@/lib/server/loaders/admin/partners/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Partner = Props['list']['result'][number];

const columns: Column<Partner>[] = [
  {
    label: 'Partner',
    rowHeader: true,
    cell: (partner) => (
      <RecordLink href={`/admin/partners/${partner.id}`}>
        <PersonCell person={partner} />
      </RecordLink>
    ),
  },
  { label: 'Code', className: 'font-mono', cell: (partner) => partner.partnershipCode },
  { label: 'Firm', cell: (partner) => [partner.firm, partner.city].filter(Boolean).join(', ') || '—' },
  { label: 'Clients', numeric: true, cell: (partner) => partner.clients },
  { label: 'Status', cell: (partner) => <StatusBadge status={partner.status} label={PARTNER_STATUS_LABELS[partner.status]} /> },
  { label: 'Access', cell: (partner) => <StatusBadge status={partner.access} /> },
  { label: 'Joined', className: 'whitespace-nowrap', cell: (partner) => <DateTime at={partner.createdAt} /> },
];

export default function PartnersPage({ list, q, status, access }: Props) {
  return (
    <AdminListPage
      description="Channel partners and applicants waiting for approval (listed first)."
      list={list}
      filters={[
        searchFilter(q, 'Name, email, mobile, firm or partnership code.'),
        statusFilter(status, PARTNER_STATUSES),
        accessFilter(access),
      ]}
      clearLabel="Clear filters"
      things="Partners"
      columns={columns}
    />
  );
}
