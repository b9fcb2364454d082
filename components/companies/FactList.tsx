import type { Fact } from './companyFacts';

export default function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-slate-50 p-3 sm:p-4">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-0.5 break-words font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
