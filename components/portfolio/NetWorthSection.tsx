// The net-worth view (issue 24): everything held, here and elsewhere, its allocation by asset class and by
// company (charts that read as tables), the gain and the XIRR with the cash flows it is computed from.
import { ListTable, type Column } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import AllocationChart from '@/components/portfolio/AllocationChart';
import SummaryFigures, { gainTone } from '@/components/portfolio/SummaryFigures';
import { formatDate, formatPaise, formatPercent, formatSignedPaise } from '@/lib/format';
import type { NetWorth } from '@/lib/netWorth';

type Flow = NetWorth['cashFlows'][number];

const FLOW_COLUMNS: Column<Flow>[] = [
  { label: 'Date', className: 'whitespace-nowrap', cell: (flow) => formatDate(flow.on) },
  { label: 'What', rowHeader: true, className: 'font-normal', cell: (flow) => flow.label },
  {
    label: 'Amount',
    numeric: true,
    cell: (flow) => <span className={gainTone(flow.amountPaise)}>{formatSignedPaise(flow.amountPaise)}</span>,
  },
];

export default function NetWorthSection({ netWorth }: { netWorth: NetWorth }) {
  return (
    <Section title="Net worth: everything you hold" look="card" className="mt-8">
      <p className="mt-1 text-sm text-slate-700">
        Shares held through us at today’s price, and what you hold elsewhere at the value you gave it. Holdings elsewhere never appear in
        your orders, statements or tax reports.
      </p>
      <SummaryFigures
        label="Net worth summary"
        figures={[
          { label: 'Net worth', value: formatPaise(netWorth.totalPaise), testId: 'net-worth-total' },
          { label: 'Cost', value: formatPaise(netWorth.costPaise) },
          { label: 'Gain', value: formatSignedPaise(netWorth.gainPaise), tone: gainTone(netWorth.gainPaise) },
          {
            label: 'XIRR, all holdings',
            value: netWorth.xirr === null ? 'Not yet available' : formatPercent(netWorth.xirr * 100),
          },
        ]}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <AllocationChart
          title="Allocation by asset class"
          dimension="Asset class"
          slices={netWorth.byAssetClass.map((slice) => ({ label: slice.label, valuePaise: slice.valuePaise, percent: slice.share }))}
        />
        <AllocationChart
          title="Allocation by company"
          dimension="Company or asset"
          slices={netWorth.byCompany.map((slice) => ({ label: slice.company, valuePaise: slice.valuePaise, percent: slice.share }))}
        />
      </div>
      <details className="mt-6 rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">
          The cash flows behind the XIRR ({netWorth.cashFlows.length})
        </summary>
        <p className="mt-2 text-sm text-slate-700">
          Money in is negative (each buy here, each holding elsewhere at its cost on the day acquired), money out positive (each sale here,
          and today the value of everything held, as if sold).
        </p>
        <ListTable
          className="mt-3"
          look="plain"
          caption="Cash flows"
          columns={FLOW_COLUMNS}
          rows={netWorth.cashFlows}
          rowKey={(flow) => `${flow.on}-${flow.label}-${flow.amountPaise}`}
          empty="No cash flows yet."
        />
      </details>
    </Section>
  );
}
