import Link from 'next/link';

import { ListTable, type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { formatDate, formatPaise } from '@/lib/format';
import type { PartnerClientRow } from '@/lib/server/services/partnerClients';

/** A client who withdrew partner_sharing: the partner sees that, not the figures. */
const WITHHELD = 'Not shared by the client';

const COLUMNS: Column<PartnerClientRow>[] = [
  {
    label: 'Name',
    rowHeader: true,
    className: 'font-semibold text-slate-900',
    cell: (client) => (
      <Link href={`/Cp/clients/${encodeURIComponent(client.userUniqueCode)}`} className="text-brand-700 underline-offset-2 hover:underline">
        {client.fullName}
      </Link>
    ),
  },
  { label: 'Investor ID', className: 'font-mono text-slate-700', cell: (client) => client.userUniqueCode },
  { label: 'Joined', className: 'text-slate-700', cell: (client) => <time dateTime={client.joinedAt}>{formatDate(client.joinedAt)}</time> },
  { label: 'KYC', cell: (client) => <StatusBadge status={client.kycStatus} /> },
  {
    label: 'Holdings value',
    className: 'tabular-nums text-slate-900',
    cell: (client) => (client.holdingsValuePaise === null ? WITHHELD : formatPaise(client.holdingsValuePaise)),
  },
  { label: 'Open orders', className: 'tabular-nums text-slate-700', cell: (client) => client.openOrders ?? WITHHELD },
];

/** The partner's clients: a table on wide screens, one card per client on phones (the kit's); each name opens the client. */
export default function PartnerClientsTable({ clients, caption }: { clients: PartnerClientRow[]; caption: string }) {
  return <ListTable look="panel" caption={caption} columns={COLUMNS} rows={clients} rowKey="userUniqueCode" empty={null} />;
}
