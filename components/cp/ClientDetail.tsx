import type { ReactNode } from 'react';

import { ListTable, TotalRow, type Column } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import StatusBadge from '@/components/kit/StatusBadge';
import { formatDate, formatNumber, formatPaise } from '@/lib/format';
import type { PartnerClientDetail } from '@/lib/server/services/partnerClients';

type Holding = PartnerClientDetail['holdings'][number];
type Deal = PartnerClientDetail['orders'][number] | PartnerClientDetail['sales'][number];

const HOLDINGS: Column<Holding>[] = [
  { label: 'Company', rowHeader: true, className: 'font-medium', cell: (row) => row.companyName },
  { label: 'Quantity', numeric: true, cell: (row) => formatNumber(row.quantity) },
  { label: 'Price', numeric: true, cell: (row) => formatPaise(row.pricePaise) },
  { label: 'Value', numeric: true, cell: (row) => formatPaise(row.valuePaise) },
];

const DEALS: Column<Deal>[] = [
  { label: 'Reference', rowHeader: true, className: 'font-mono font-medium', cell: (row) => row.reference },
  { label: 'Type', cell: (row) => (row.kind === 'buy' ? 'Buy' : 'Sell') },
  { label: 'Company', cell: (row) => row.companyName },
  { label: 'Quantity', numeric: true, cell: (row) => formatNumber(row.quantity) },
  { label: 'Amount', numeric: true, cell: (row) => formatPaise(row.totalPaise) },
  { label: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { label: 'Date', cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time> },
];

function Fact({ label, value, mono = false }: { label: string; value: ReactNode; mono?: boolean }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className={mono ? 'font-mono' : undefined}>{value}</dd>
    </div>
  );
}

/** One client as their partner sees them: KYC (numbers masked), holdings at current prices, orders and sales. */
export default function ClientDetail({ client }: { client: PartnerClientDetail }) {
  const deals: Deal[] = [...client.orders, ...client.sales].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (client.sharingWithheld)
    return (
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2">
        <Fact label="Investor ID" value={client.userUniqueCode} mono />
        <Fact label="Joined" value={formatDate(client.joinedAt)} />
        <Fact label="Sharing" value="Withheld by the client" />
      </dl>
    );
  return (
    <div className="space-y-8">
      <Section title="KYC" headingClassName="mb-3">
        <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2">
          <Fact label="Status" value={<StatusBadge status={client.kyc.status} />} />
          <Fact label="Investor ID" value={client.userUniqueCode} mono />
          {client.kyc.pan && (
            <>
              <Fact label="PAN" value={client.kyc.pan} mono />
              <Fact label={`Demat account (${client.kyc.depository})`} value={client.kyc.dematAccount} mono />
              <Fact label="Bank account" value={client.kyc.bankAccount} mono />
            </>
          )}
          <Fact label="Joined" value={formatDate(client.joinedAt)} />
        </dl>
      </Section>
      <Section title="Holdings" headingClassName="mb-3">
        <ListTable
          look="panel"
          caption="Holdings at current prices"
          columns={HOLDINGS}
          rows={client.holdings}
          rowKey="slug"
          empty="No shares held yet."
          foot={<TotalRow span={3} totalPaise={client.holdingsValuePaise} />}
        />
      </Section>
      <Section title="Orders and sales" headingClassName="mb-3">
        <ListTable
          look="panel"
          caption="Orders and sales, newest first"
          columns={DEALS}
          rows={deals}
          rowKey="reference"
          empty="No orders yet."
        />
      </Section>
    </div>
  );
}
