import { formatCrore, formatPaise } from '@/lib/format';

export interface FundamentalsYear {
  fiscalYear: string;
  revenuePaise: number;
  ebitdaPaise: number;
  netProfitPaise: number;
  epsPaise: number;
  bookValuePerSharePaise: number;
  debtPaise: number;
  netWorthPaise: number;
}

const ROWS: [label: string, key: keyof Omit<FundamentalsYear, 'fiscalYear'>, perShare: boolean][] = [
  ['Revenue', 'revenuePaise', false],
  ['EBITDA', 'ebitdaPaise', false],
  ['Net profit', 'netProfitPaise', false],
  ['EPS (₹)', 'epsPaise', true],
  ['Book value / share (₹)', 'bookValuePerSharePaise', true],
  ['Debt', 'debtPaise', false],
  ['Net worth', 'netWorthPaise', false],
];

/** Years as columns, measures as rows: four years fit a phone with a little sideways scroll. */
export default function FundamentalsTable({ years, companyName }: { years: FundamentalsYear[]; companyName: string }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label="Fundamentals table">
      {/* Cells styled from the table (35 of them): the same classes on each cost 1 KB of HTML. */}
      <table className="w-full min-w-[30rem] text-right text-sm [&_td]:px-3 [&_td]:py-2 [&_td]:tabular-nums [&_th]:px-3 [&_th]:py-2 [&_th]:font-medium [&_tbody_th]:text-left [&_tbody_th]:text-slate-800">
        <caption className="sr-only">{`${companyName} fundamentals by financial year, amounts in ₹ crore unless marked per share`}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="text-left">
              ₹ crore
            </th>
            {years.map((year) => (
              <th key={year.fiscalYear} scope="col">
                {year.fiscalYear}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ROWS.map(([label, key, perShare]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {years.map((year) => (
                <td key={year.fiscalYear}>{perShare ? formatPaise(year[key]).replace('₹', '') : formatCrore(year[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
