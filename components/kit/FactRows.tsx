import type { ReactNode } from 'react';

export type FactRow = [label: string, value: ReactNode];

/**
 * Label and value on one line each, divided by thin rules: a compact definition list for cards. A value
 * too long to share the line goes to a line of its own and wraps between words (a word is broken only
 * when it is wider than the card).
 */
export default function FactRows({ rows }: { rows: readonly FactRow[] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
