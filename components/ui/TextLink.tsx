// A link inside a sentence or a list of a signed-in page ("Back to cart", "See your portfolio"): the
// site's one look for a link in running text, underlined in the brand colour. `className` adds to it
// (text-sm, font-mono, a margin); the look itself is not repeated at the call site.
import Link from 'next/link';
import type { ReactNode } from 'react';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

export default function TextLink({ href, className, children }: Props) {
  return (
    <Link href={href} className={className ? `${className} font-medium text-brand-800 underline` : 'font-medium text-brand-800 underline'}>
      {children}
    </Link>
  );
}
