import type { Fact } from './companyFacts';

// Each fact styled from the list (ten of them on a company page): the same classes on each cost 1 KB of HTML.
const FACT_STYLES =
  '[&>div]:rounded-xl [&>div]:bg-slate-50 [&>div]:p-3 sm:[&>div]:p-4 [&_dt]:text-sm [&_dt]:text-slate-600 ' +
  '[&_dd]:mt-0.5 [&_dd]:break-words [&_dd]:font-semibold [&_dd]:text-slate-900';

export default function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={`mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 ${FACT_STYLES}`}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
