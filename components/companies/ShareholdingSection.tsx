import ShareholdingBar, { shareholdingColor } from '@/components/charts/ShareholdingBar';
import type { ShareholdingSlice } from '@/lib/server/db/schema';

/** The shareholding table; each row carries its own bar, so the bars stay labelled at every width. */
export default function ShareholdingSection({ slices, companyName }: { slices: ShareholdingSlice[]; companyName: string }) {
  if (slices.length === 0) return <p className="mt-3 text-slate-600">The shareholding pattern has not been published.</p>;
  return (
    <table className="mt-3 w-full table-fixed text-sm">
      <caption className="sr-only">{`${companyName} shareholding pattern`}</caption>
      <colgroup>
        <col className="w-[45%] md:w-[35%]" />
        <col className="w-20" />
        <col />
      </colgroup>
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className="py-2 text-left font-medium">
            Holder
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Share
          </th>
          <td />
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {slices.map((slice, index) => (
          <tr key={slice.holder}>
            <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-800">
              <span
                aria-hidden="true"
                className="mr-2 inline-block h-3 w-3 rounded-sm align-middle"
                style={{ background: shareholdingColor(index) }}
              />
              {slice.holder}
            </th>
            <td className="py-2 text-right tabular-nums">{slice.percent.toFixed(2)}%</td>
            <td className="py-2 pl-3 sm:pl-4">
              <ShareholdingBar percent={slice.percent} index={index} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
