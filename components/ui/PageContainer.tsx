import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** The landmark or element the page's content sits in. */
  as?: 'section' | 'article' | 'div';
  /**
   * `prose` keeps text pages to a readable line length; the column still starts at the same left
   * edge as every other page (and as the header's logo), it is not centred on its own.
   */
  measure?: 'wide' | 'prose';
  className?: string;
}

/** The one box every public page's content sits in: the header's and footer's width and gutters. */
export const PAGE_GUTTERS = 'mx-auto w-full max-w-7xl px-4 sm:px-6';

export default function PageContainer({ children, as: Tag = 'section', measure = 'wide', className = '' }: Props) {
  return (
    <Tag className={`${PAGE_GUTTERS} py-10 sm:py-14 ${className}`}>
      {measure === 'prose' ? <div className="max-w-3xl">{children}</div> : children}
    </Tag>
  );
}
