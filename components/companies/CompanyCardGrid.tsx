import CompanyLogo from '@/components/companies/CompanyLogo';
import PriceChange from '@/components/companies/PriceChange';
import LightLink from '@/components/ui/LightLink';
import { formatPaise } from '@/lib/format';
import type { CompanyCard } from '@/lib/server/services/companies';

export default function CompanyCardGrid({ companies, label }: { companies: CompanyCard[]; label?: string }) {
  if (companies.length === 0) return <p className="text-slate-600">No companies to show yet.</p>;
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {companies.map((company) => (
        <li key={company.id}>
          <LightLink
            href={`/indian-stocks/${company.slug}`}
            className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md"
          >
            <span className="flex items-center gap-3">
              <CompanyLogo name={company.name} logo={company.logo} />
              <span className="font-semibold text-slate-900">{company.name}</span>
            </span>
            <span className="mt-1 text-sm text-slate-600">{company.sector}</span>
            <span className="mt-auto flex items-baseline justify-between pt-4">
              <span className="text-lg font-bold text-slate-900">{formatPaise(company.pricePaise)}</span>
              <PriceChange current={company.pricePaise} previous={company.previousPricePaise} />
            </span>
          </LightLink>
        </li>
      ))}
    </ul>
  );
}
