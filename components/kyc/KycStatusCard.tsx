// The dashboard overview's KYC card: the status, and what to do next until it is verified.
import Link from 'next/link';

import Icon from '@/components/dashboard/Icon';
import type { KycStatusName } from '@/lib/validations/kyc';

import KycStatusBadge from './KycStatusBadge';
import { KYC_STATUS_TEXT } from './kycStatusText';

const ACTION: Record<KycStatusName, string> = {
  not_started: 'Complete your KYC',
  submitted: 'View your KYC',
  verified: 'View your KYC',
  rejected: 'Correct and resubmit your KYC',
};

export default function KycStatusCard({ status }: { status: KycStatusName }) {
  const verified = status === 'verified';
  return (
    <section
      aria-labelledby="kyc-heading"
      className={`flex h-full flex-col gap-4 rounded-2xl border p-6 sm:flex-row sm:items-start ${
        verified ? 'border-slate-200 bg-white shadow-sm' : 'border-accent-400 bg-amber-50'
      }`}
    >
      <span
        className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${
          verified ? 'bg-green-100 text-green-800' : 'bg-accent-400 text-brand-900'
        }`}
      >
        <Icon name={verified ? 'check' : 'shield'} className="h-6 w-6" />
      </span>
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="kyc-heading" className="font-semibold text-slate-900">
            {verified ? 'KYC' : 'Complete your KYC before your first purchase'}
          </h2>
          <KycStatusBadge status={status} />
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {status === 'not_started'
            ? 'You will need your PAN, a demat account (NSDL or CDSL) and a bank account in your own name.'
            : KYC_STATUS_TEXT[status].summary}
        </p>
        <Link
          href="/dashboard/kyc"
          className={
            verified
              ? 'mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline'
              : 'mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800'
          }
        >
          {ACTION[status]}
          <Icon name="arrowRight" className="h-4 w-4" />
        </Link>
      </div>
    </section>
  );
}
