import type { ReactNode } from 'react';

/** One titled section of the company page; the id doubles as the heading's anchor. */
export default function CompanySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="scroll-mt-24 text-xl font-semibold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
