import Link from 'next/link';

import Icon from '@/components/dashboard/Icon';
import { brand } from '@/lib/brand';

interface Props {
  /** Quoted in the email subject so the team can find the account straight away. */
  reference: string;
}

/** Other ways to reach the team, below the tickets (which have their own empty state), and the FAQs. */
export default function SupportContact({ reference }: Props) {
  const subject = encodeURIComponent(`Support request (${reference})`);
  const cardClass =
    'flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md';

  return (
    <div className="space-y-4">
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
      <p className="text-sm text-slate-600">
        Many questions are already answered in the{' '}
        <Link href="/Faq" className="font-medium text-brand-700 underline underline-offset-2">
          FAQs
        </Link>
        .
      </p>
    </div>
  );
}
