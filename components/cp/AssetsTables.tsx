import DataTable, { type DataColumn } from '@/components/ui/DataTable';
import { formatNumber, formatPaise } from '@/lib/format';
import type { PartnerAssets } from '@/lib/server/services/partnerAssets';

const cell = 'px-4 py-3';
const cols = (labels: string[]): DataColumn[] => labels.map((label) => ({ label, className: cell }));
const frame = 'overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm';
const head = 'bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600';

function TotalRow({ span, totalPaise }: { span: number; totalPaise: number }) {
  return (
    <tr>
      <th scope="row" colSpan={span} className={`${cell} font-semibold`}>
        Total
      </th>
      <td className={`${cell} font-semibold tabular-nums`}>{formatPaise(totalPaise)}</td>
    </tr>
  );
}

export function AssetsByCompany({ assets }: { assets: PartnerAssets }) {
  return (
    <div className={frame}>
      <DataTable
        caption={`Holdings by company as on ${assets.date}`}
        columns={cols(['Company', 'Clients', 'Quantity', 'Price on the day', 'Value'])}
        className="w-full text-left text-sm"
        headClassName={head}
        foot={<TotalRow span={4} totalPaise={assets.totalPaise} />}
      >
        {assets.byCompany.map((row) => (
          <tr key={row.slug}>
            <th scope="row" className={`${cell} font-medium`}>
              {row.companyName}
            </th>
            <td className={`${cell} tabular-nums`}>{row.clients}</td>
            <td className={`${cell} tabular-nums`}>{formatNumber(row.quantity)}</td>
            <td className={`${cell} tabular-nums`}>{formatPaise(row.pricePaise)}</td>
            <td className={`${cell} tabular-nums`}>{formatPaise(row.valuePaise)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

export function AssetsByClient({ assets }: { assets: PartnerAssets }) {
  return (
    <div className={frame}>
      <DataTable
        caption={`Holdings by client as on ${assets.date}`}
        columns={cols(['Client', 'Investor ID', 'Companies', 'Value'])}
        className="w-full text-left text-sm"
        headClassName={head}
        foot={<TotalRow span={3} totalPaise={assets.totalPaise} />}
      >
        {assets.byClient.map((row) => (
          <tr key={row.userUniqueCode}>
            <th scope="row" className={`${cell} font-medium`}>
              {row.clientName}
            </th>
            <td className={`${cell} font-mono`}>{row.userUniqueCode}</td>
            <td className={`${cell} tabular-nums`}>{row.companies}</td>
            <td className={`${cell} tabular-nums`}>{formatPaise(row.valuePaise)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
