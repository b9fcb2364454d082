import { useId, type ReactNode } from 'react';

interface Props {
  /** The landmark or sectioning element; its accessible name is its heading. */
  as?: 'section' | 'aside' | 'nav' | 'article';
  heading: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The heading's id, which the region points at; a generated one unless the page links to it. */
  headingId?: string;
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
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <Region aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </Region>
  );
}
