import Link from 'next/link';

import Seo from '@/components/Seo';

interface Props {
  title: string;
  description: string;
}

/** An honest stand-in for a page whose full content ships in a later release. */
export default function PlaceholderPage({ title, description }: Props) {
  return (
    <>
      <Seo title={title} description={description} />
      <section className="mx-auto max-w-4xl px-4 py-16 sm:py-24">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-700">{description}</p>
        <div className="mt-8 rounded-2xl border border-dashed border-brand-600/40 bg-brand-50 p-6 text-slate-800">
          <p>We are preparing this page. In the meantime, explore the companies we cover.</p>
          <Link
            href="/indian-stocks"
            className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Browse company records
          </Link>
        </div>
      </section>
    </>
  );
}
