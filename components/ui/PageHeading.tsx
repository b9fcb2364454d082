import type { ReactNode } from 'react';

/** The one size of a page title (public pages, dashboards, company and startup pages). */
export const PAGE_HEADING_CLASS = 'text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl';

interface Props {
  children: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  className?: string;
}

/** A page's h1 and its intro line. */
export default function PageHeading({ children, description, className = '' }: Props) {
  return (
    <div className={className}>
      <h1 className={PAGE_HEADING_CLASS}>{children}</h1>
      {description && <p className="mt-2 max-w-3xl text-slate-700">{description}</p>}
    </div>
  );
}
