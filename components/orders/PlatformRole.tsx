import Link from 'next/link';

import { PLATFORM_ROLE } from '@/lib/feeSchedule';

/** How the platform deals with the investor, and where its fees are listed: said beside every buy's and sale's confirm button. */
export default function PlatformRole({ className, testId }: { className: string; testId?: string }) {
  return (
    <p className={className} data-testid={testId}>
      {PLATFORM_ROLE}{' '}
      <Link href="/fees" className="font-medium text-brand-800 underline">
        Fees and charges
      </Link>
    </p>
  );
}
