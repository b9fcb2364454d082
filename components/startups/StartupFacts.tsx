import { formatPaise, formatPaiseShort } from '@/lib/format';

interface Props {
  stage: string | null;
  sector: string;
  amountRaisedPaise: number | null;
  minInvestmentPaise: number | null;
  founded: number | null;
  headquarters: string | null;
  pricePaise: number;
}

const dash = '—';

export default function StartupFacts(props: Props) {
  const facts: Array<[string, string]> = [
    ['Stage', props.stage ?? dash],
    ['Sector', props.sector],
    ['Amount raised', props.amountRaisedPaise === null ? dash : formatPaiseShort(props.amountRaisedPaise)],
    ['Minimum investment', props.minInvestmentPaise === null ? dash : formatPaise(props.minInvestmentPaise)],
    ['Price per share', formatPaise(props.pricePaise)],
    ['Founded', props.founded === null ? dash : String(props.founded)],
    ['Headquarters', props.headquarters ?? dash],
  ];
  return (
    <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="bg-white p-4">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
