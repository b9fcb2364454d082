import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  children: ReactNode;
  /** In the first screen of the page: laid out with it. Otherwise `below-fold` (styles/globals.css). */
  firstScreen?: boolean;
}

/** One titled section of the company page; the id doubles as the heading's anchor. */
export default function CompanySection({ id, title, children, firstScreen = false }: Props) {
  return (
    <section aria-labelledby={id} className={firstScreen ? 'mt-10' : 'below-fold mt-10'}>
      <h2 id={id} className="scroll-mt-24 text-xl font-semibold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
