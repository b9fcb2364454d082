import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  children: ReactNode;
  /**
   * Laid out with the page: a section of the first screen, or one at the end whose height depends on
   * how many items it lists (a jump to the end lands there). Otherwise `below-fold` (styles/globals.css).
   */
  withPage?: boolean;
}

/** One titled section of the company page; the id doubles as the heading's anchor. */
export default function CompanySection({ id, title, children, withPage = false }: Props) {
  return (
    <section aria-labelledby={id} className={withPage ? 'mt-10' : 'below-fold mt-10'}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
