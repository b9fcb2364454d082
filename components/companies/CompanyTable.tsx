import LightLink from '@/components/ui/LightLink';
import { formatPaise, formatPaiseShort } from '@/lib/format';
import type { CompanyRecord } from '@/lib/server/services/companies';

import CompanyLogo from './CompanyLogo';
import PriceChange, { CHANGE_PERIOD } from './PriceChange';
import StatusBadge from '@/components/kit/StatusBadge';

const cell = 'px-3 py-3';

export default function CompanyTable({ companies, caption }: { companies: CompanyRecord[]; caption: string }) {
  return (
    <div
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
      tabIndex={0}
      role="region"
      aria-label="Companies table"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={`${cell} font-medium`}>
              Company
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Sector
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              Price
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              Change ({CHANGE_PERIOD})
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              Valuation
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {companies.map((company) => (
            <tr key={company.id}>
              <th scope="row" className={`${cell} font-medium`}>
                <LightLink href={`/indian-stocks/${company.slug}`} className="flex items-center gap-3 text-slate-900 hover:underline">
                  <CompanyLogo name={company.name} logo={company.logo} size={28} />
                  {company.name}
                </LightLink>
              </th>
              <td className={`${cell} text-slate-700`}>{company.sector}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatPaise(company.pricePaise)}</td>
              <td className={`${cell} text-right tabular-nums`}>
                <PriceChange current={company.pricePaise} previous={company.previousPricePaise} showPeriod={false} />
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                {company.valuationPaise === null ? '—' : formatPaiseShort(company.valuationPaise)}
              </td>
              <td className={cell}>
                <StatusBadge status={company.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
