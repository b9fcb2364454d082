import Link from 'next/link';

import CompanyLogo from '@/components/companies/CompanyLogo';
import PriceChange from '@/components/companies/PriceChange';
import { formatPaise, formatPaiseShort, formatPercent } from '@/lib/format';
import { categoryLabel, valuationPaise, type ScreenerRow } from '@/lib/screener';

const cell = 'whitespace-nowrap px-2 py-2';
const number = `${cell} text-right tabular-nums`;
const missing = <span className="text-slate-500">—</span>;

const times = (value: number | null) => (value === null ? missing : `${value.toFixed(2)}×`);
const percent = (value: number | null, signed: boolean) => (value === null ? missing : formatPercent(value, signed));

export default function ScreenerTableRow({ row }: { row: ScreenerRow }) {
  const valuation = valuationPaise(row);
  return (
    <tr className="border-t border-slate-200 hover:bg-slate-50">
      <th scope="row" className={`${cell} sticky left-0 z-10 bg-white text-left font-medium`}>
        <Link href={`/indian-stocks/${row.slug}`} className="flex max-w-48 items-center gap-2 text-brand-800 hover:underline">
          <CompanyLogo name={row.name} logo={row.logo} size={28} />
          <span className="truncate">{row.name}</span>
        </Link>
      </th>
      <td className={cell}>{row.sector}</td>
      <td className={cell}>{categoryLabel(row.category)}</td>
      <td className={cell}>{row.status}</td>
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
