import CompanyLogo from '@/components/companies/CompanyLogo';
import LabelledRegion from '@/components/ui/LabelledRegion';
import LightLink from '@/components/ui/LightLink';

interface Props {
  companies: { slug: string; name: string; logo: string | null }[];
}

export default function RelatedCompanies({ companies }: Props) {
  if (companies.length === 0) return null;
  return (
    <LabelledRegion heading="Companies in this article" className="mt-10" headingClassName="text-xl font-bold text-brand-900">
      <ul className="mt-4 flex flex-wrap gap-3">
        {companies.map((company) => (
          <li key={company.slug}>
            <LightLink
              href={`/indian-stocks/${company.slug}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 font-medium text-slate-900 hover:border-brand-600"
            >
              <CompanyLogo name={company.name} logo={company.logo} size={28} />
              {company.name}
            </LightLink>
          </li>
        ))}
      </ul>
    </LabelledRegion>
  );
}
