// The KYC page's summary: the status, why it was rejected, and the details on file (numbers masked).
import Link from 'next/link';
import type { Ref } from 'react';

import { formatDate } from '@/lib/format';
import type { KycView } from '@/lib/server/services/kyc';
import { KYC_FIX_LABELS } from '@/lib/validations/kycDocuments';

import KycStatusBadge from './KycStatusBadge';
import { KYC_STATUS_TEXT } from './kycStatusText';

const dateOrNull = (iso: string | null) => (iso ? formatDate(iso) : null);

interface Props {
  kyc: KycView;
  /** Focused after a submission, so screen-reader users hear the new status. */
  headingRef?: Ref<HTMLHeadingElement>;
}

export default function KycStatusPanel({ kyc, headingRef }: Props) {
  const { summary } = KYC_STATUS_TEXT[kyc.status];
  const submitted = dateOrNull(kyc.submittedAt);
  const reviewed = dateOrNull(kyc.reviewedAt);
  return (
    <section aria-labelledby="kyc-status-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="kyc-status-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          KYC status
        </h2>
        <KycStatusBadge status={kyc.status} />
      </div>
      <p className="mt-2 text-slate-700">{summary}</p>
      {kyc.status === 'rejected' && kyc.rejectionReason && (
        <div className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="kyc-rejection">
          {kyc.rejectionFix.length > 0 && (
            <>
              <p className="font-semibold">What to fix</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {kyc.rejectionFix.map((item) => (
                  <li key={item}>{KYC_FIX_LABELS[item]}</li>
                ))}
              </ul>
            </>
          )}
          <p className={kyc.rejectionFix.length > 0 ? 'mt-2' : undefined}>
            <span className="font-semibold">{kyc.rejectionFix.length > 0 ? 'Note from the reviewer: ' : 'Reason: '}</span>
            {kyc.rejectionReason}
          </p>
        </div>
      )}
      {kyc.status === 'verified' && (
        <Link
          href="/indian-stocks"
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Browse unlisted companies
        </Link>
      )}
      {(submitted || reviewed) && (
        <p className="mt-3 text-sm text-slate-600">
          {submitted && `Submitted on ${submitted}.`}
          {reviewed && ` Reviewed on ${reviewed}.`}
        </p>
      )}
      {kyc.details && (
        <dl className="mt-4 grid gap-x-6 gap-y-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-2">
          <Detail label="PAN" value={kyc.details.pan} />
          <Detail label="Depository" value={kyc.details.depository} />
          <Detail label="DP ID" value={kyc.details.dpId} />
          <Detail label="Client ID" value={kyc.details.clientId} />
          <Detail label="Account holder name" value={kyc.details.bankAccountName} />
          <Detail label="Bank account number" value={kyc.details.bankAccountNumber} />
          <Detail label="IFSC" value={kyc.details.ifsc} />
        </dl>
      )}
    </section>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}
