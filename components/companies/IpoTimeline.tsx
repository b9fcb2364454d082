import type { IpoMilestoneView } from '@/lib/server/services/ipo';
import { formatDate, formatPaise } from '@/lib/format';
import { IPO_MILESTONE_DATE_LABELS } from '@/lib/status/ipo';

/** The figures a milestone carries, in words ("₹540.00 to ₹570.00 a share · NSE"). */
function details(milestone: IpoMilestoneView): string {
  const parts: string[] = [];
  if (milestone.priceBandLowPaise !== null && milestone.priceBandHighPaise !== null) {
    parts.push(`Price band ${formatPaise(milestone.priceBandLowPaise)} to ${formatPaise(milestone.priceBandHighPaise)} a share`);
  }
  if (milestone.listingPricePaise !== null) parts.push(`Listing price ${formatPaise(milestone.listingPricePaise)}`);
  if (milestone.exchange) parts.push(milestone.exchange);
  if (milestone.allottedOn) parts.push(`Allotted on ${formatDate(milestone.allottedOn)}`);
  if (milestone.kind === 'listed' || milestone.lockInMonths !== 6) parts.push(`Pre-IPO lock-in ${milestone.lockInMonths} months`);
  return parts.join(' · ');
}

/** A company's IPO milestones in the order they happen, each with its date and figures. */
export default function IpoTimeline({ milestones, label }: { milestones: readonly IpoMilestoneView[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-3 space-y-3">
      {milestones.map((milestone) => {
        const figures = details(milestone);
        return (
          <li key={milestone.kind} className="border-l-2 border-brand-200 pl-3">
            <p className="font-medium text-slate-900">{milestone.label}</p>
            <p className="text-sm text-slate-600">
              {IPO_MILESTONE_DATE_LABELS[milestone.kind]} <time dateTime={milestone.on}>{formatDate(milestone.on)}</time>
            </p>
            {figures && <p className="text-sm break-words text-slate-800">{figures}</p>}
            {milestone.note && <p className="text-sm break-words text-slate-700">{milestone.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}
