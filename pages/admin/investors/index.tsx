import type { InferGetServerSidePropsType } from 'next';

import AdminListPage from '@/components/admin/AdminListPage';
import { accessFilter, DateTime, PersonCell, RecordLink, RecordName, choiceFilter, searchFilter } from '@/components/kit/cells';
import { type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { KYC_STATUS_LABELS } from '@/lib/status/kyc';
import { getServerSideProps } from '@/lib/server/loaders/admin/investors/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Investor = Props['list']['result'][number];

const columns: Column<Investor>[] = [
  {
    label: 'Investor',
    rowHeader: true,
    cell: (investor) => (
      <RecordLink href={`/admin/investors/${investor.id}`}>
        <PersonCell person={investor} />
      </RecordLink>
    ),
  },
  { label: 'Code', className: 'font-mono', cell: (investor) => investor.userUniqueCode },
  { label: 'Phone', cell: (investor) => investor.phone ?? '—' },
  { label: 'PAN', className: 'font-mono', cell: (investor) => investor.pan ?? '—' },
  { label: 'KYC', cell: (investor) => <StatusBadge status={investor.kycStatus} label={KYC_STATUS_LABELS[investor.kycStatus]} /> },
  {
    label: 'Partner',
    cell: (investor) =>
      investor.partner ? (
        <RecordName
          href={`/admin/partners/${investor.partner.id}`}
          name={investor.partner.fullName}
          detail={investor.partner.partnershipCode}
        />
      ) : (
        'Direct'
      ),
  },
  { label: 'Access', cell: (investor) => <StatusBadge status={investor.access} /> },
  { label: 'Joined', className: 'whitespace-nowrap', cell: (investor) => <DateTime at={investor.createdAt} /> },
];

export default function InvestorsPage({ list, q, kyc, access, partner }: Props) {
  return (
    <AdminListPage
      description="Find an investor by name, email, mobile number, PAN or user code."
      list={list}
      filters={[
        searchFilter(q, 'Name, email, mobile, PAN or user code.'),
        choiceFilter('KYC', 'kyc', kyc, KYC_STATUS_LABELS, 'Any KYC status'),
        accessFilter(access),
        { kind: 'text', label: 'Partner code', name: 'partner', value: partner, hint: '"none" for investors without a partner.' },
      ]}
      clearLabel="Clear filters"
      things="Investors"
      columns={columns}
    />
  );
}
