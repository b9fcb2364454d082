import CompanyLogo from '@/components/companies/CompanyLogo';
import PriceChange from '@/components/companies/PriceChange';
import LightLink from '@/components/ui/LightLink';
import { formatPaise, formatPaiseShort, formatPercent } from '@/lib/format';
import { categoryLabel, valuationPaise, type ScreenerRow } from '@/lib/screener';

/** The columns a phone shows under the company's name instead (sector, category, status). */
export const PHONE_HIDDEN = 'hidden sm:table-cell';

const cell = 'whitespace-nowrap px-2 py-2';
const wide = `${cell} ${PHONE_HIDDEN}`;
const number = `${cell} text-right tabular-nums`;
const missing = <span className="text-slate-500">—</span>;

const times = (value: number | null) => (value === null ? missing : `${value.toFixed(2)}×`);
const percent = (value: number | null, signed: boolean) => (value === null ? missing : formatPercent(value, signed));

export default function ScreenerTableRow({ row }: { row: ScreenerRow }) {
  const valuation = valuationPaise(row);
  return (
    <tr className="border-t border-slate-200 hover:bg-slate-50">
      {/* Kept in view while the row scrolls sideways; long names wrap rather than being cut. */}
      <th scope="row" className="sticky left-0 z-10 bg-white px-2 py-2 text-left font-medium shadow-[1px_0_0_#e2e8f0]">
        <LightLink href={`/indian-stocks/${row.slug}`} className="flex w-32 items-center gap-2 text-brand-800 hover:underline sm:w-48">
          <span className="hidden shrink-0 sm:inline-flex">
            <CompanyLogo name={row.name} logo={row.logo} size={28} />
          </span>
          <span data-testid="company-name" className="leading-snug break-words">
            {row.name}
          </span>
        </LightLink>
        <span data-testid="company-facts" className="mt-0.5 block w-32 text-xs font-normal break-words text-slate-600 sm:hidden">
          {row.sector} · {categoryLabel(row.category)} · {row.status}
        </span>
      </th>
      <td className={wide}>{row.sector}</td>
      <td className={wide}>{categoryLabel(row.category)}</td>
      <td className={wide}>{row.status}</td>
      <td className={number}>{formatPaise(row.pricePaise)}</td>
      <td className={number}>
        <PriceChange current={row.pricePaise} previous={row.previousPricePaise} showPeriod={false} />
      </td>
      <td className={number}>{valuation === null ? missing : formatPaiseShort(Number(valuation))}</td>
      <td className={number}>{times(row.pe)}</td>
      <td className={number}>{times(row.pb)}</td>
      <td className={number}>{percent(row.roe, false)}</td>
      <td className={number}>{percent(row.growth, true)}</td>
    </tr>
  );
}
