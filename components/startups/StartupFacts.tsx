import type { ReactNode } from 'react';

import { formatNumber, formatPaise, formatPaiseShort, formatRupees } from '@/lib/format';

interface Props {
  stage: string | null;
  sector: string;
  amountRaisedPaise: number | null;
  minInvestmentPaise: number | null;
  founded: number | null;
  headquarters: string | null;
  pricePaise: number;
}

/**
 * The startup's key facts. A fact the company has not given is left out rather than shown as a
 * dash, and an odd last fact spans the row, so the grid never has an empty cell.
 * The minimum investment uses the cards' short form (₹5.00 L) with the exact ticket beneath it.
 */
export default function StartupFacts(props: Props) {
  const facts: [string, ReactNode][] = [];
  if (props.stage) facts.push(['Stage', props.stage]);
  facts.push(['Sector', props.sector]);
  if (props.amountRaisedPaise !== null) facts.push(['Amount raised', formatPaiseShort(props.amountRaisedPaise)]);
  if (props.minInvestmentPaise !== null) {
    const shares = Math.round(props.minInvestmentPaise / props.pricePaise);
    facts.push([
      'Minimum investment',
      <>
        {formatPaiseShort(props.minInvestmentPaise)}
        <span className="block text-sm font-normal text-slate-600">
          {`${formatRupees(props.minInvestmentPaise)} for ${formatNumber(shares)} shares`}
        </span>
      </>,
    ]);
  }
  facts.push(['Price per share', formatPaise(props.pricePaise)]);
  if (props.founded !== null) facts.push(['Founded', String(props.founded)]);
  if (props.headquarters) facts.push(['Headquarters', props.headquarters]);
  return (
    <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:grid-cols-2">
      {facts.map(([label, value], index) => (
        <div key={label} className={`bg-white p-4 ${index === facts.length - 1 && facts.length % 2 === 1 ? 'sm:col-span-2' : ''}`}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
