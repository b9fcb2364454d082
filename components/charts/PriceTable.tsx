import { formatDate, formatPaise } from '@/lib/format';

import { samplePoints, type PricePoint } from './priceRange';

const MAX_ROWS = 40;

/** The chart's data as a table, folded away until asked for (long ranges are sampled). */
export default function PriceTable({ points, caption }: { points: PricePoint[]; caption: string }) {
  const rows = samplePoints(points, MAX_ROWS).reverse();
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-10 cursor-pointer items-center font-medium text-brand-800 underline underline-offset-2">
        Show prices as a table
      </summary>
      <div className="mt-2 max-h-80 overflow-y-auto rounded-xl border border-slate-200">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Week of
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Price
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((point) => (
              <tr key={point.day}>
                <td className="px-3 py-1.5">{formatDate(point.day)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatPaise(point.pricePaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
