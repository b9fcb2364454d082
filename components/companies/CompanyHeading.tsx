import CompanyLogo from './CompanyLogo';
import { categoryLabel } from './companyFacts';
import StatusBadge from '@/components/kit/StatusBadge';

interface Props {
  name: string;
  logo: string | null;
  sector: string;
  category: string;
  status: string;
}

export default function CompanyHeading({ name, logo, sector, category, status }: Props) {
  return (
    <header className="mt-4 flex items-center gap-4">
      <CompanyLogo name={name} logo={logo} size={56} />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
          <span>
            {sector} · {categoryLabel(category)}
          </span>
          <StatusBadge status={status} />
        </p>
      </div>
    </header>
  );
}
