import Link from 'next/link';
import type { ReactNode } from 'react';

import { BUTTON_LOOKS, type ButtonLook } from '@/components/ui/buttonLooks';

interface Props {
  href: string;
  children: ReactNode;
  look?: ButtonLook;
}

/** A link that reads as the page's main action ("Write an article", "Invite a person"). */
export default function ButtonLink({ href, children, look = 'primary' }: Props) {
  return (
    <Link href={href} className={BUTTON_LOOKS[look]}>
      {children}
    </Link>
  );
}
