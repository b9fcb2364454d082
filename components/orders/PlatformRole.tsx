import { PLATFORM_ROLE } from '@/lib/feeSchedule';
import TextLink from '@/components/ui/TextLink';

/** How the platform deals with the investor, and where its fees are listed: said beside every buy's and sale's confirm button. */
export default function PlatformRole({ className, testId }: { className: string; testId?: string }) {
  return (
    <p className={className} data-testid={testId}>
      {PLATFORM_ROLE} <TextLink href="/fees">Fees and charges</TextLink>
    </p>
  );
}
