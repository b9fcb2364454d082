import type { InferGetServerSidePropsType } from 'next';

import MovePartnerForm from '@/components/admin/people/MovePartnerForm';
import PersonRecord, { sessionFacts } from '@/components/admin/people/PersonRecord';
import { useCan } from '@/components/admin/StaffRoles';
import KycDocumentList from '@/components/kyc/KycDocumentList';
import { DateTime, RecordLink } from '@/components/kit/cells';
import type { Column } from '@/components/kit/ListPage';
import Section, { ListSection } from '@/components/kit/Section';
import StatusBadge from '@/components/kit/StatusBadge';
import { formatDateTime, formatPaise } from '@/lib/format';
import { KYC_STATUS_LABELS } from '@/lib/status/kyc';
import { getServerSideProps } from '@/lib/server/loaders/admin/investors/[id]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Investor = Props['investor'];

const orderColumns: Column<Investor['orders'][number]>[] = [
  { label: 'Order', rowHeader: true, cell: (order) => <RecordLink href={`/admin/orders/${order.id}`}>{order.reference}</RecordLink> },
  { label: 'Company', cell: (order) => order.company },
  { label: 'Quantity', numeric: true, cell: (order) => order.quantity.toLocaleString('en-IN') },
  { label: 'Total', numeric: true, cell: (order) => formatPaise(order.amountPaise) },
  { label: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
  { label: 'Placed', cell: (order) => <DateTime at={order.createdAt} /> },
];

const saleColumns: Column<Investor['sales'][number]>[] = [
  { label: 'Sale', rowHeader: true, cell: (sale) => <RecordLink href={`/admin/sell/${sale.id}`}>{sale.reference}</RecordLink> },
  { label: 'Company', cell: (sale) => sale.company },
  { label: 'Quantity', numeric: true, cell: (sale) => sale.quantity.toLocaleString('en-IN') },
  { label: 'Proceeds', numeric: true, cell: (sale) => formatPaise(sale.amountPaise) },
  { label: 'Status', cell: (sale) => <StatusBadge status={sale.status} /> },
  { label: 'Requested', cell: (sale) => <DateTime at={sale.createdAt} /> },
];

const holdingColumns: Column<Investor['holdings'][number]>[] = [
  { label: 'Company', rowHeader: true, cell: (holding) => holding.company },
  { label: 'Quantity', numeric: true, cell: (holding) => holding.quantity.toLocaleString('en-IN') },
  { label: 'Cost', numeric: true, cell: (holding) => formatPaise(holding.costPaise) },
];

const ticketColumns: Column<Investor['tickets'][number]>[] = [
  { label: 'Ticket', rowHeader: true, cell: (ticket) => <RecordLink href={`/admin/tickets/${ticket.id}`}>{ticket.subject}</RecordLink> },
  { label: 'Status', cell: (ticket) => <StatusBadge status={ticket.status} /> },
  { label: 'Updated', cell: (ticket) => <DateTime at={ticket.updatedAt} /> },
];

export default function InvestorPage({ investor }: Props) {
  const { kyc } = investor;
  const mayOpenKyc = useCan('kyc:read');
  return (
    <PersonRecord
      subject="user"
      person={investor}
      title={investor.fullName}
      description={
        <>
          {investor.email} · <span className="font-mono">{investor.userUniqueCode}</span> · <StatusBadge status={investor.access} />
        </>
      }
      back={{ href: '/admin/investors', label: 'All investors' }}
      moreActions={(done) => <MovePartnerForm id={investor.id} done={done} />}
      facts={[
        {
          title: 'Profile',
          items: [
            { label: 'Email', value: `${investor.email}${investor.emailVerified ? ' (verified)' : ''}` },
            { label: 'Mobile', value: investor.phone ? `${investor.phone}${investor.phoneVerified ? ' (verified)' : ''}` : 'None' },
            { label: 'User code', value: investor.userUniqueCode },
            {
              label: 'Partner',
              value: investor.partner ? (
                <RecordLink href={`/admin/partners/${investor.partner.id}`}>
                  {investor.partner.fullName} ({investor.partner.partnershipCode})
                </RecordLink>
              ) : (
                'Direct (no partner)'
              ),
            },
            { label: 'Joined', value: formatDateTime(investor.createdAt) },
          ],
        },
        {
          title: 'KYC and sessions',
          items: [
            {
              label: 'KYC',
              value: kyc ? (
                <>
                  <StatusBadge status={kyc.status} label={KYC_STATUS_LABELS[kyc.status]} />{' '}
                  <RecordLink href={`/admin/kyc?status=${kyc.status}#kyc-${investor.userUniqueCode}`}>Open the KYC review</RecordLink>
                </>
              ) : (
                KYC_STATUS_LABELS.not_started
              ),
            },
            { label: 'PAN', value: investor.pan ?? '—' },
            { label: 'KYC submitted', value: kyc ? formatDateTime(kyc.submittedAt) : '—' },
            ...(kyc?.reason ? [{ label: 'Rejected because', value: kyc.reason }] : []),
            ...sessionFacts(investor.sessions),
          ],
        },
      ]}
    >
      <Section title="KYC documents">
        {!mayOpenKyc && investor.kycDocuments.length > 0 && (
          <p className="mt-1 text-sm text-slate-700">Opening a document needs the KYC permission.</p>
        )}
        <KycDocumentList documents={investor.kycDocuments} hrefFor={mayOpenKyc ? (id) => `/api/v1/admin/kyc/documents/${id}` : undefined} />
      </Section>
      <ListSection title="Orders" columns={orderColumns} rows={investor.orders} empty="No orders." />
      <ListSection title="Sales" columns={saleColumns} rows={investor.sales} empty="No sales." />
      <ListSection
        title="Holdings"
        columns={holdingColumns}
        rows={investor.holdings.map((holding) => ({ ...holding, id: holding.slug }))}
        empty="No holdings."
      />
      <ListSection title="Support tickets" columns={ticketColumns} rows={investor.tickets} empty="No tickets." />
    </PersonRecord>
  );
}
