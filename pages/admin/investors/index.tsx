import type { InferGetServerSidePropsType } from 'next';

import AdminPage from '@/components/admin/AdminPage';
import { accessFilter, DateTime, PersonCell, RecordLink, RecordName } from '@/components/kit/cells';
import { listHref } from '@/components/kit/ListFilters';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { KYC_STATUS_LABELS, KYC_STATUSES } from '@/lib/status/kyc';
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
  const filtered = Boolean(q || kyc || access || partner);
  return (
    <AdminPage title="Investors" description="Find an investor by name, email, mobile number, PAN or user code.">
      <ListPage
        {...pageOf(list)}
        path="/admin/investors"
        filters={[
          { kind: 'search', label: 'Search', value: q, hint: 'Name, email, mobile, PAN or user code.' },
          {
            kind: 'select',
            label: 'KYC',
            name: 'kyc',
            value: kyc,
            options: KYC_STATUSES.map((value) => ({ value, label: KYC_STATUS_LABELS[value] })),
            placeholder: 'Any KYC status',
          },
          accessFilter(access),
          { kind: 'text', label: 'Partner code', name: 'partner', value: partner, hint: '"none" for investors without a partner.' },
        ]}
        clearLabel="Clear filters"
        csv={{ href: listHref('/api/v1/admin/investors', { q, kyc, access, partner, format: 'csv' }), label: 'Download CSV' }}
        caption={`Investors, ${list.total} in all`}
        columns={columns}
        empty={filtered ? 'No investor matches these filters.' : 'No investors yet.'}
      />
    </AdminPage>
  );
}
