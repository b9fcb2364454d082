// A link inside a sentence or a list of a signed-in page ("Back to cart", "See your portfolio"): the
// site's one look for a link in running text, underlined in the brand colour. `className` adds to it
// (text-sm, font-mono, a margin); the look itself is not repeated at the call site. `newTab` opens it
// beside a form being filled in (the terms from a sign-up form), said in the link's description so the
// name of a checkbox whose label holds the link stays its own words.
import Link from 'next/link';
import { useId, type ReactNode } from 'react';

interface Props {
  href: string;
  className?: string;
  newTab?: boolean;
  children: ReactNode;
}

export default function TextLink({ href, className, newTab = false, children }: Props) {
  const noteId = useId();
  const look = className ? `${className} font-medium text-brand-800 underline` : 'font-medium text-brand-800 underline';
  if (!newTab) {
    return (
      <Link href={href} className={look}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <Link href={href} className={look} target="_blank" rel="noopener noreferrer" aria-describedby={noteId}>
        {children}
      </Link>
      <span id={noteId} hidden>
        Opens in a new tab
      </span>
    </>
  );
}
