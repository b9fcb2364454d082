import Link from 'next/link';

import Icon from '@/components/dashboard/Icon';
import { brand } from '@/lib/brand';

interface Props {
  /** Quoted in the email subject so the team can find the account straight away. */
  reference: string;
}

/** Ways to reach the team until support tickets arrive in the dashboard. */
export default function SupportContact({ reference }: Props) {
  const subject = encodeURIComponent(`Support request (${reference})`);
  const cardClass =
    'flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md';

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <a href={`mailto:${brand.contact.email}?subject=${subject}`} className={cardClass}>
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name="mail" />
          </span>
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">Email us</span>
            <span className="mt-1 block break-words text-sm text-slate-600">{brand.contact.email}</span>
          </span>
        </a>
        <a href={brand.contact.phoneHref} className={cardClass}>
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name="phone" />
          </span>
          <span>
            <span className="block font-semibold text-slate-900">Call us</span>
            <span className="mt-1 block text-sm text-slate-600">{brand.contact.phone}</span>
          </span>
        </a>
      </div>
      <section className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="support" className="h-6 w-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">No support tickets yet</h2>
        <p className="mx-auto mt-2 max-w-md text-slate-600">
          Tickets you raise and our replies will appear here. Many questions are already answered in the{' '}
          <Link href="/Faq" className="font-medium text-brand-700 underline underline-offset-2">
            FAQs
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
