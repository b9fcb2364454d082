import Link from 'next/link';

import Icon from '@/components/dashboard/Icon';

/** Tells the investor what KYC needs before a first purchase (KYC submission comes later). */
export default function KycPrompt() {
  return (
    <section
      aria-labelledby="kyc-heading"
      className="flex flex-col gap-4 rounded-2xl border border-accent-400 bg-amber-50 p-6 sm:flex-row sm:items-start"
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-brand-900">
        <Icon name="shield" className="h-6 w-6" />
      </span>
      <div>
        <h2 id="kyc-heading" className="font-semibold text-slate-900">
          Complete your KYC before your first purchase
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          You will need your PAN, a demat account (NSDL or CDSL) and a bank account in your name, so keep them
          handy.
        </p>
        <Link
          href="/Faq"
          className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Questions about KYC? Read the FAQs
          <Icon name="arrowRight" className="h-4 w-4" />
        </Link>
      </div>
    </section>
  );
}
