// A row of headline figures on the portfolio (invested, value, P&L…): cards that wrap to one a line at 360 px.
import type { ReactNode } from 'react';

/** A gain's colour: green above zero, red below. */
export const gainTone = (paise: number) => (paise > 0 ? 'text-emerald-700' : paise < 0 ? 'text-red-700' : 'text-slate-800');

export interface Figure {
  label: ReactNode;
  value: ReactNode;
  /** A line under the figure ("at the buy-back quote"). */
  note?: ReactNode;
  tone?: string;
  testId?: string;
}

export default function SummaryFigures({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <section aria-label={label} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure, index) => (
        <div key={index} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm text-slate-600">{figure.label}</p>
          <p className={`mt-1 text-xl font-bold break-words tabular-nums ${figure.tone ?? ''}`} data-testid={figure.testId}>
            {figure.value}
          </p>
          {figure.note && <p className="mt-1 text-xs text-slate-600">{figure.note}</p>}
        </div>
      ))}
    </section>
  );
}
