import CompanyLogo from '@/components/companies/CompanyLogo';
import LightLink from '@/components/ui/LightLink';
import { formatPaiseShort } from '@/lib/format';

export interface StartupSummary {
  slug: string;
  name: string;
  logo: string | null;
  sector: string;
  stage: string | null;
  minInvestmentPaise: number | null;
  amountRaisedPaise?: number | null;
}

const money = (paise: number | null | undefined) => (paise === null || paise === undefined ? '—' : formatPaiseShort(paise));

export default function StartupCard({ startup }: { startup: StartupSummary }) {
  return (
    <LightLink
      href={`/Startups/${startup.slug}`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md"
    >
      <span className="flex items-center gap-3">
        <CompanyLogo name={startup.name} logo={startup.logo} />
        <span className="font-semibold text-slate-900">{startup.name}</span>
      </span>
      <span className="mt-2 flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-brand-100 px-2 py-0.5 font-medium text-brand-800">{startup.stage ?? 'Stage —'}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{startup.sector}</span>
      </span>
      <dl className="mt-auto grid grid-cols-2 gap-2 pt-4 text-sm">
        {startup.amountRaisedPaise !== undefined && (
          <div>
            <dt className="text-slate-600">Raised</dt>
            <dd className="font-semibold text-slate-900">{money(startup.amountRaisedPaise)}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">Min. investment</dt>
          <dd className="font-semibold text-slate-900">{money(startup.minInvestmentPaise)}</dd>
        </div>
      </dl>
    </LightLink>
  );
}
