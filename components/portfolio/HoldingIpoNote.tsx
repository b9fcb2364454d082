import { formatDate, formatPaise, formatSignedPaise as signedPaise } from '@/lib/format';
import type { IpoOutlook, LockIn } from '@/lib/holdingRules';
import { IPO_MILESTONE_LABELS } from '@/lib/status/ipo';

function lockInDate(lockIn: LockIn): string {
  if (!lockIn.until) return '';
  const day = formatDate(lockIn.until);
  if (lockIn.kind === 'ended') return ` Ended ${day}.`;
  if (lockIn.kind === 'if_listed') return ` About ${day}, if allotted on the listing date set.`;
  return ` Until ${day}.`;
}

/** A holding's lock-in, and where its company has IPO milestones: the stage, the estimate at the price band, the gain at listing. */
export default function HoldingIpoNote({ lockIn, ipo }: { lockIn: LockIn | null; ipo: IpoOutlook | null }) {
  return (
    <>
      {lockIn && (
        <p className="mt-1 text-xs text-slate-600">
          {lockIn.text}
          {lockInDate(lockIn)}
        </p>
      )}
      {ipo && (
        <div className="mt-1 text-xs text-slate-700" data-testid="holding-ipo">
          <p className="font-medium">IPO: {IPO_MILESTONE_LABELS[ipo.stage]}</p>
          {ipo.estimate && !ipo.listing && (
            <p>
              At the price band: {formatPaise(ipo.estimate.lowPaise)} to {formatPaise(ipo.estimate.highPaise)} (
              {signedPaise(ipo.estimate.gainLowPaise)} to {signedPaise(ipo.estimate.gainHighPaise)})
            </p>
          )}
          {ipo.listing && (
            <p>
              At the listing price {formatPaise(ipo.listing.pricePaise)}: {formatPaise(ipo.listing.valuePaise)} (gain{' '}
              {signedPaise(ipo.listing.gainPaise)})
            </p>
          )}
        </div>
      )}
    </>
  );
}
