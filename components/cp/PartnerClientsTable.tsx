import Link from 'next/link';

import StatusBadge from '@/components/kit/StatusBadge';
import DataTable, { type DataColumn } from '@/components/ui/DataTable';
import { formatDate, formatPaise } from '@/lib/format';
import type { PartnerClientRow } from '@/lib/server/services/partnerClients';

const COLUMNS: DataColumn[] = ['Name', 'Investor ID', 'Joined', 'KYC', 'Holdings value', 'Open orders'].map((label) => ({
  label,
  className: 'px-4 py-3',
}));

/** A client who withdrew partner_sharing: the partner sees that, not the figures. */
const WITHHELD = 'Not shared by the client';

/** The partner's clients: a table on wide screens, one card per client on phones; each name opens the client. */
export default function PartnerClientsTable({ clients, caption }: { clients: PartnerClientRow[]; caption: string }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <DataTable caption={caption} columns={COLUMNS} look="cards">
        {clients.map((client) => (
          <tr key={client.userUniqueCode} className="grid grid-cols-2 gap-x-4 gap-y-1 px-4 py-3 sm:table-row sm:p-0">
            <th scope="row" className="col-span-2 font-semibold text-slate-900 sm:px-4 sm:py-3">
              <Link
                href={`/Cp/clients/${encodeURIComponent(client.userUniqueCode)}`}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {client.fullName}
              </Link>
            </th>
            <td className="font-mono text-slate-700 sm:px-4 sm:py-3">
              <span className="sr-only sm:hidden">Investor ID: </span>
              {client.userUniqueCode}
            </td>
            <td className="text-right text-slate-700 sm:px-4 sm:py-3 sm:text-left">
              <span className="sr-only sm:hidden">Joined: </span>
              <time dateTime={client.joinedAt}>{formatDate(client.joinedAt)}</time>
            </td>
            <td className="sm:px-4 sm:py-3">
              <span className="sr-only sm:hidden">KYC: </span>
              <StatusBadge status={client.kycStatus} />
            </td>
            <td className="text-right tabular-nums text-slate-900 sm:px-4 sm:py-3 sm:text-left">
              <span className="sm:hidden">Holdings: </span>
              {client.holdingsValuePaise === null ? WITHHELD : formatPaise(client.holdingsValuePaise)}
            </td>
            <td className="col-span-2 tabular-nums text-slate-700 sm:px-4 sm:py-3">
              <span className="sm:hidden">Open orders: </span>
              {client.openOrders ?? WITHHELD}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
