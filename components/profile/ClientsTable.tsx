import type { KycStatus } from '@/lib/server/db/schema';
import type { PartnerClient } from '@/lib/server/services/profile';

const KYC_LABEL: Record<KycStatus, { text: string; tone: string }> = {
  not_started: { text: 'Not started', tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
  submitted: { text: 'Submitted', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  verified: { text: 'Verified', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  rejected: { text: 'Rejected', tone: 'bg-red-50 text-red-800 ring-red-200' },
};

const joined = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The partner's clients: a table on wide screens, one card per client on phones. */
export default function ClientsTable({ clients, caption }: { clients: PartnerClient[]; caption: string }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Investor ID
            </th>
            <th scope="col" className="px-4 py-3">
              Joined
            </th>
            <th scope="col" className="px-4 py-3">
              KYC
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {clients.map((client) => {
            const kyc = KYC_LABEL[client.kycStatus];
            return (
              <tr key={client.userUniqueCode} className="grid grid-cols-2 gap-x-4 gap-y-1 px-4 py-3 sm:table-row sm:p-0">
                <th scope="row" className="col-span-2 font-semibold text-slate-900 sm:px-4 sm:py-3">
                  {client.fullName}
                </th>
                <td className="font-mono text-slate-700 sm:px-4 sm:py-3">
                  <span className="sr-only sm:hidden">Investor ID: </span>
                  {client.userUniqueCode}
                </td>
                <td className="text-right text-slate-700 sm:px-4 sm:py-3 sm:text-left">
                  <span className="sr-only sm:hidden">Joined: </span>
                  <time dateTime={client.joinedAt}>{joined.format(new Date(client.joinedAt))}</time>
                </td>
                <td className="col-span-2 sm:px-4 sm:py-3">
                  <span className="sr-only sm:hidden">KYC: </span>
                  <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${kyc.tone}`}>{kyc.text}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
