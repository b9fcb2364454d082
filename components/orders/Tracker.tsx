// The steps of an order or a sell request, as an ordered list: each step's state in words (not only
// colour) and the time it was reached.
import Icon from '@/components/dashboard/Icon';
import { formatDateTime } from '@/lib/format';
import type { TrackerStep } from '@/lib/orderTracker';

const STATE_TEXT: Record<TrackerStep['state'], string> = {
  done: 'Done',
  current: 'In progress',
  upcoming: 'Next',
  failed: 'Stopped',
};

const DOT: Record<TrackerStep['state'], string> = {
  done: 'bg-emerald-600 text-white',
  current: 'bg-amber-400 text-slate-900',
  upcoming: 'bg-slate-200 text-slate-600',
  failed: 'bg-red-600 text-white',
};

export default function Tracker({ steps, label }: { steps: TrackerStep[]; label: string }) {
  return (
    <ol aria-label={label} className="space-y-0">
      {steps.map((step, index) => (
        <li key={step.key} data-testid={`step-${step.key}`} data-state={step.state} className="relative flex gap-4 pb-6 last:pb-0">
          {index < steps.length - 1 && (
            <span aria-hidden="true" className="absolute top-8 left-[15px] h-[calc(100%-2rem)] w-0.5 bg-slate-200" />
          )}
          <span
            aria-hidden="true"
            className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${DOT[step.state]}`}
          >
            {step.state === 'done' ? (
              <Icon name="check" className="h-4 w-4" />
            ) : step.state === 'failed' ? (
              <Icon name="close" className="h-4 w-4" />
            ) : (
              index + 1
            )}
          </span>
          <div className="min-w-0 pt-1">
            <p className="font-medium text-slate-900">
              {step.label} <span className="sr-only">({STATE_TEXT[step.state]})</span>
            </p>
            {step.at ? (
              <p className="text-sm text-slate-600">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </p>
            ) : (
              <p className="text-sm text-slate-500">{step.waiting ?? 'Not yet'}</p>
            )}
            {step.note && <p className="mt-0.5 text-sm break-words text-slate-600">{step.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
