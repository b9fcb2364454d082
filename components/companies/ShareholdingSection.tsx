import ShareholdingChart, { shareholdingColor } from '@/components/charts/ShareholdingChart';
import type { ShareholdingSlice } from '@/lib/server/db/schema';

export default function ShareholdingSection({ slices, companyName }: { slices: ShareholdingSlice[]; companyName: string }) {
  if (slices.length === 0) return <p className="mt-3 text-slate-600">The shareholding pattern has not been published.</p>;
  return (
    <div className="mt-3 grid items-start gap-6 md:grid-cols-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{`${companyName} shareholding pattern`}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 text-left font-medium">Holder</th>
            <th scope="col" className="py-2 text-right font-medium">Share</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {slices.map((slice, index) => (
            <tr key={slice.holder}>
              <th scope="row" className="py-2 text-left font-medium text-slate-800">
                <span aria-hidden="true" className="mr-2 inline-block h-3 w-3 rounded-sm align-middle" style={{ background: shareholdingColor(index) }} />
                {slice.holder}
              </th>
              <td className="py-2 text-right tabular-nums">{slice.percent.toFixed(2)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ShareholdingChart slices={slices} />
    </div>
  );
}
