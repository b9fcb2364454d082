// Profile → Privacy: the right of access. Asks for a copy of everything held about the account, shows
// the copies being prepared or ready (polling while one is prepared) and links their downloads.
import { useEffect } from 'react';

import Section from '@/components/kit/Section';
import StatusBadge from '@/components/kit/StatusBadge';
import { exportDownloadHref, privacyApiOf } from '@/components/privacy/privacyApi';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import ActionButton from '@/components/ui/ActionButton';
import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';
import type { Role } from '@/lib/auth/token';
import { call } from '@/lib/contracts/client';
import type { DataExportData } from '@/lib/contracts/privacy';
import { formatDateTime } from '@/lib/format';
import { EXPORT_STATUS_LABELS } from '@/lib/status/privacy';
import { EXPORT_TTL_DAYS, EXPORTS_PER_DAY } from '@/lib/validations/privacy';

interface Props {
  accountRole: Role;
  exports: DataExportData[];
}

const POLL_MS = 3000;
const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** While a copy is prepared, asks after it every few seconds and reloads the page's props once it is ready. */
function useReadyWatch(role: Role, pending: DataExportData | undefined) {
  const refresh = useRefreshProps();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      void call(privacyApiOf(role).export, undefined, { params: { id: String(pending.id) } })
        .then(({ data }) => (data.status === 'ready' ? refresh() : undefined))
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [role, pending, refresh]);
}

export default function DataExportSection({ accountRole: role, exports }: Props) {
  const pending = exports.find((item) => item.status === 'pending');
  useReadyWatch(role, pending);
  return (
    <Section title="A copy of your data" look="card">
      <p className="mt-2 text-sm text-slate-700">
        Everything we hold about you — your profile, KYC details and documents list, orders, sales, holdings, cart, watch list and alerts,
        notifications, support tickets, sign-ins, and with whom it was shared — as a JSON file (for other software) and a PDF (to read). We
        prepare it in the background and notify you when it is ready; each copy can be downloaded for {EXPORT_TTL_DAYS} days. You can ask
        for up to {EXPORTS_PER_DAY} copies a day.
      </p>
      <div className="mt-4">
        {pending ? (
          <p className="text-sm text-slate-700" role="status">
            Your copy is being prepared…
          </p>
        ) : (
          <ActionButton className={BUTTON_LOOKS.primary} action={() => call(privacyApiOf(role).requestExport)}>
            Prepare a copy of my data
          </ActionButton>
        )}
      </div>
      {exports.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200" aria-label="Your copies">
          {exports.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <span className="flex items-center gap-2">
                <StatusBadge status={item.status} label={EXPORT_STATUS_LABELS[item.status]} />
                <span>Asked for {formatDateTime(item.createdAt)}</span>
                {item.expiresAt && <span className="text-slate-600">(until {formatDateTime(item.expiresAt)})</span>}
              </span>
              {item.status === 'ready' && (
                <span className="flex gap-4">
                  <a className={LINK} href={exportDownloadHref(role, item.id, 'json')} download>
                    Download JSON
                  </a>
                  <a className={LINK} href={exportDownloadHref(role, item.id, 'pdf')} download>
                    Download PDF
                  </a>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
