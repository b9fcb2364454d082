// Allocation as horizontal bars drawn with CSS (no chart library), each labelled with its name and share
// in text, so the list itself is the accessible version; a table gives the amounts. Reads at 360 px: the
// names wrap between words, the figures keep their line and the width they need (no fixed columns for
// a value to run over its neighbour, "₹2,71,500.00" over "100.00%").
import { useId } from 'react';

import { formatPaise } from '@/lib/format';

export interface AllocationSlice {
  label: string;
  valuePaise: number;
  percent: number;
}

const COLOURS = ['bg-brand-700', 'bg-amber-500', 'bg-emerald-600', 'bg-sky-600', 'bg-rose-600', 'bg-violet-600', 'bg-slate-500'];

interface Props {
  slices: AllocationSlice[];
  /** The chart's caption, "Allocation by sector". */
  title: string;
  /** What each slice is, the table's first column: "Sector". */
  dimension: string;
}

export default function AllocationChart({ slices, title, dimension }: Props) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId} className="text-lg font-semibold text-slate-900">
        {title}
      </figcaption>
      <ul className="mt-4 space-y-3">
        {slices.map((slice, index) => (
          <li key={slice.label}>
            <div className="flex justify-between gap-3 text-sm">
              <span className="min-w-0 font-medium break-words text-slate-800">{slice.label}</span>
              <span className="shrink-0 tabular-nums text-slate-700">{slice.percent.toFixed(2)}%</span>
            </div>
            <div aria-hidden="true" className="mt-1 h-3 w-full rounded-full bg-slate-100">
              <div
                className={`h-3 rounded-full ${COLOURS[index % COLOURS.length] ?? ''}`}
                style={{ width: `${String(Math.max(0, Math.min(100, slice.percent)))}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">{`${title}: value and share of each`}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 font-medium">
              {dimension}
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              Value
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              Share
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {slices.map((slice) => (
            <tr key={slice.label}>
              <th scope="row" className="py-1 pr-2 font-normal break-words">
                {slice.label}
              </th>
              <td className="py-1 pl-3 text-right whitespace-nowrap tabular-nums">{formatPaise(slice.valuePaise)}</td>
              <td className="py-1 pl-3 text-right whitespace-nowrap tabular-nums">{slice.percent.toFixed(2)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
