import LabelledRegion from '@/components/ui/LabelledRegion';
import { formatNumber } from '@/lib/format';
import type { HomeData } from '@/lib/server/services/home';

/** Counts straight from the database: what we track, never invented user numbers. */
export default function TrustFacts({ facts }: { facts: HomeData['facts'] }) {
  const items = [
    { value: facts.companies, label: 'companies tracked' },
    { value: facts.sectors, label: 'sectors covered' },
    { value: facts.preIpo, label: 'pre-IPO companies' },
    { value: facts.startups, label: 'startups' },
    { value: facts.articles, label: 'news articles' },
  ];
  return (
    <LabelledRegion heading="Coverage at a glance" className="border-b border-slate-200 bg-white" headingClassName="sr-only">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 py-8 sm:grid-cols-5">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col text-center">
            <dt className="text-sm text-slate-600">{item.label}</dt>
            <dd className="order-first text-3xl font-bold text-brand-800">{formatNumber(item.value)}</dd>
          </div>
        ))}
      </dl>
    </LabelledRegion>
  );
}
