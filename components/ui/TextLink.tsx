// A link inside a sentence or a list of a signed-in page ("Back to cart", "See your portfolio"): the
// site's one look for a link in running text, underlined in the brand colour. `className` adds to it
// (text-sm, font-mono, a margin); the look itself is not repeated at the call site. `newTab` opens it
// beside a form being filled in (the terms from a sign-up form), and says so to a screen reader.
import Link from 'next/link';
import type { ReactNode } from 'react';

interface Props {
  href: string;
  className?: string;
  newTab?: boolean;
  children: ReactNode;
}

export default function TextLink({ href, className, newTab = false, children }: Props) {
  return (
    <Link
      href={href}
      className={className ? `${className} font-medium text-brand-800 underline` : 'font-medium text-brand-800 underline'}
      {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
      {newTab && <span className="sr-only"> (opens in a new tab)</span>}
    </Link>
  );
}
