import type { ReactNode } from 'react';

export type FactRow = [label: string, value: ReactNode];

/** Label and value on one line each, divided by thin rules: a compact definition list for cards. */
export default function FactRows({ rows }: { rows: readonly FactRow[] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
