// Allocation by sector: horizontal bars drawn with CSS (no chart library), each labelled with its
// sector and share in text, so the list itself is the accessible version; a table gives the amounts.
import { formatPaise } from '@/lib/format';

export interface AllocationSlice {
  sector: string;
  valuePaise: number;
  percent: number;
}

const COLOURS = ['bg-brand-700', 'bg-amber-500', 'bg-emerald-600', 'bg-sky-600', 'bg-rose-600', 'bg-violet-600', 'bg-slate-500'];

export default function AllocationChart({ slices }: { slices: AllocationSlice[] }) {
  return (
    <figure aria-labelledby="allocation-caption">
      <figcaption id="allocation-caption" className="text-lg font-semibold text-slate-900">
        Allocation by sector
      </figcaption>
      <ul className="mt-4 space-y-3">
        {slices.map((slice, index) => (
          <li key={slice.sector}>
            <div className="flex justify-between text-sm">
              <span className="font-medium text-slate-800">{slice.sector}</span>
              <span className="tabular-nums text-slate-700">{slice.percent.toFixed(2)}%</span>
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
        <caption className="sr-only">Value held in each sector</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Sector
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Value
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Share
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {slices.map((slice) => (
            <tr key={slice.sector}>
              <th scope="row" className="py-1 font-normal">
                {slice.sector}
              </th>
              <td className="py-1 text-right tabular-nums">{formatPaise(slice.valuePaise)}</td>
              <td className="py-1 text-right tabular-nums">{slice.percent.toFixed(2)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
