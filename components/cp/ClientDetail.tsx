import type { ReactNode } from 'react';

import StatusBadge from '@/components/kit/StatusBadge';
import DataTable, { type DataColumn } from '@/components/ui/DataTable';
import { formatDate, formatNumber, formatPaise } from '@/lib/format';
import type { PartnerClientDetail } from '@/lib/server/services/partnerClients';

const cell = 'px-4 py-3';
const cols = (labels: string[]): DataColumn[] => labels.map((label) => ({ label, className: cell }));
const STATUS_TEXT: Record<string, string> = {
  awaiting_payment: 'Awaiting payment',
  payment_to_check: 'Payment being checked',
  payment_received: 'Payment received',
  transfer_initiated: 'Transfer initiated',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  requested: 'Requested',
  shares_received: 'Shares received',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-8" aria-labelledby={`section-${title}`}>
      <h2 id={`section-${title}`} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One client as their partner sees them: KYC (numbers masked), holdings at current prices, orders and sales. */
export default function ClientDetail({ client }: { client: PartnerClientDetail }) {
  const deals = [...client.orders, ...client.sales].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <>
      <Section title="KYC">
        <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Status</dt>
            <dd>
              <StatusBadge status={client.kyc.status} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Investor ID</dt>
            <dd className="font-mono">{client.userUniqueCode}</dd>
          </div>
          {client.kyc.pan && (
            <>
              <div>
                <dt className="text-slate-600">PAN</dt>
                <dd className="font-mono">{client.kyc.pan}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Demat account ({client.kyc.depository})</dt>
                <dd className="font-mono">{client.kyc.dematAccount}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Bank account</dt>
                <dd className="font-mono">{client.kyc.bankAccount}</dd>
              </div>
            </>
          )}
          <div>
            <dt className="text-slate-600">Joined</dt>
            <dd>{formatDate(client.joinedAt)}</dd>
          </div>
        </dl>
      </Section>

      <Section title="Holdings">
        {client.holdings.length === 0 ? (
          <p className="text-sm text-slate-600">No shares held yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
            <DataTable
              caption="Holdings at current prices"
              columns={cols(['Company', 'Quantity', 'Price', 'Value'])}
              className="w-full text-left text-sm"
              headClassName="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600"
              foot={
                <tr>
                  <th scope="row" colSpan={3} className={`${cell} font-semibold`}>
                    Total
                  </th>
                  <td className={`${cell} font-semibold tabular-nums`}>{formatPaise(client.holdingsValuePaise)}</td>
                </tr>
              }
            >
              {client.holdings.map((row) => (
                <tr key={row.slug}>
                  <th scope="row" className={`${cell} font-medium`}>
                    {row.companyName}
                  </th>
                  <td className={`${cell} tabular-nums`}>{formatNumber(row.quantity)}</td>
                  <td className={`${cell} tabular-nums`}>{formatPaise(row.pricePaise)}</td>
                  <td className={`${cell} tabular-nums`}>{formatPaise(row.valuePaise)}</td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </Section>

      <Section title="Orders and sales">
        {deals.length === 0 ? (
          <p className="text-sm text-slate-600">No orders yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
            <DataTable
              caption="Orders and sales, newest first"
              columns={cols(['Reference', 'Type', 'Company', 'Quantity', 'Amount', 'Status', 'Date'])}
              className="w-full text-left text-sm"
              headClassName="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600"
            >
              {deals.map((row) => (
                <tr key={row.reference}>
                  <th scope="row" className={`${cell} font-mono font-medium`}>
                    {row.reference}
                  </th>
                  <td className={cell}>{row.kind === 'buy' ? 'Buy' : 'Sell'}</td>
                  <td className={cell}>{row.companyName}</td>
                  <td className={`${cell} tabular-nums`}>{formatNumber(row.quantity)}</td>
                  <td className={`${cell} tabular-nums`}>{formatPaise(row.totalPaise)}</td>
                  <td className={cell}>{STATUS_TEXT[row.status] ?? row.status}</td>
                  <td className={cell}>
                    <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </Section>
    </>
  );
}
