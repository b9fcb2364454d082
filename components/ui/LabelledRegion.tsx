import type { ReactNode } from 'react';

interface Props {
  /** The landmark or sectioning element; its accessible name is its heading. */
  as?: 'section' | 'aside' | 'nav' | 'article';
  heading: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Unique on the page: the region points at its heading by this id. */
  headingId: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** A region named by its own visible (or visually hidden) heading, through `aria-labelledby`. */
export default function LabelledRegion({
  as: Region = 'section',
  heading,
  headingLevel: Heading = 'h2',
  headingId,
  className,
  headingClassName,
  children,
}: Props) {
  return (
    <Region aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </Region>
  );
}
