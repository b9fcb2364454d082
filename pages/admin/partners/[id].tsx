import type { InferGetServerSidePropsType } from 'next';

import BankAccountDecision from '@/components/admin/people/BankAccountDecision';
import PartnerDecision from '@/components/admin/people/PartnerDecision';
import { Allowed } from '@/components/admin/StaffRoles';
import PersonRecord, { sessionFacts } from '@/components/admin/people/PersonRecord';
import { DateTime, PersonCell, RecordLink } from '@/components/kit/cells';
import type { Column } from '@/components/kit/ListPage';
import { ListSection } from '@/components/kit/Section';
import StatusBadge from '@/components/kit/StatusBadge';
import { BANK_ACCOUNT_COLUMNS } from '@/components/partners/bankAccountColumns';
import { formatDateTime, formatPaise, statusLabel } from '@/lib/format';
import { PARTNER_STATUS_LABELS } from '@/lib/status/people';
import { getServerSideProps } from '@/lib/server/loaders/admin/partners/[id]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Partner = Props['partner'];

const clientColumns: Column<Partner['clientList'][number]>[] = [
  {
    label: 'Client',
    rowHeader: true,
    cell: (client) => (
      <RecordLink href={`/admin/investors/${client.id}`}>
        <PersonCell person={client} />
      </RecordLink>
    ),
  },
  { label: 'Code', className: 'font-mono', cell: (client) => client.userUniqueCode },
  { label: 'Joined', cell: (client) => <DateTime at={client.createdAt} /> },
];

const payoutColumns: Column<Partner['payouts'][number]>[] = [
  { label: 'Period', rowHeader: true, cell: (payout) => payout.period },
  { label: 'Gross', numeric: true, cell: (payout) => formatPaise(payout.grossPaise) },
  { label: 'TDS', numeric: true, cell: (payout) => formatPaise(payout.tdsPaise) },
  { label: 'Net paid', numeric: true, cell: (payout) => formatPaise(payout.netPaise) },
  { label: 'Bank reference', className: 'font-mono', cell: (payout) => payout.bankReference },
  { label: 'Paid', cell: (payout) => <DateTime at={payout.paidAt} /> },
];

export default function PartnerPage({ partner, bank }: Props) {
  return (
    <PersonRecord
      subject="partner"
      person={partner}
      title={partner.fullName}
      description={
        <>
          {partner.email} · <span className="font-mono">{partner.partnershipCode}</span> ·{' '}
          <StatusBadge status={partner.status} label={PARTNER_STATUS_LABELS[partner.status]} /> <StatusBadge status={partner.access} />
        </>
      }
      back={{ href: '/admin/partners', label: 'All partners' }}
      moreActions={(done) => (
        <>
          {partner.status === 'pending' && <PartnerDecision partner={partner} done={done} />}
          {bank.pending && (
            <Allowed permission="payouts:write">
              <BankAccountDecision partnerId={partner.id} account={bank.pending} done={done} />
            </Allowed>
          )}
        </>
      )}
      facts={[
        {
          title: 'Profile',
          items: [
            { label: 'Email', value: partner.email },
            { label: 'Mobile', value: partner.phone },
            { label: 'Firm', value: partner.firm ?? '—' },
            { label: 'City', value: partner.city ?? '—' },
            { label: 'Partnership code', value: partner.partnershipCode },
            { label: 'Status', value: PARTNER_STATUS_LABELS[partner.status] },
            { label: 'Joined', value: formatDateTime(partner.createdAt) },
          ],
        },
        {
          title: 'Business and sessions',
          items: [
            {
              label: 'Clients',
              value: <RecordLink href={`/admin/investors?partner=${partner.partnershipCode}`}>{String(partner.clients)}</RecordLink>,
            },
            ...partner.commissions.map((group) => ({
              label: `Commission ${statusLabel(group.status).toLowerCase()}`,
              value: `${formatPaise(group.amountPaise)} (${String(group.count)})`,
            })),
            { label: 'Payouts', value: <RecordLink href="/admin/payouts">Open payouts</RecordLink> },
            ...sessionFacts(partner.sessions),
          ],
        },
      ]}
    >
      <ListSection className="" title="Newest clients" columns={clientColumns} rows={partner.clientList} empty="No clients yet." />
      <ListSection title="Bank accounts and PAN" columns={BANK_ACCOUNT_COLUMNS} rows={bank.history} empty="No bank account added yet." />
      <ListSection title="Payouts" columns={payoutColumns} rows={partner.payouts} empty="No payouts yet." />
    </PersonRecord>
  );
}
