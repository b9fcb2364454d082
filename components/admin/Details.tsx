import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** A titled card of label / value pairs (an order's amounts, an investor's bank and demat accounts). */
export default function Details({ title, items, id }: { title: string; items: Detail[]; id?: string }) {
  const headingId = id ?? `details-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {items.map((item) => (
          <div key={item.label} className="contents">
            <dt className="text-sm text-slate-600">{item.label}</dt>
            <dd className="text-sm font-medium break-words text-slate-900">{item.value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
