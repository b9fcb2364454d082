import Link from 'next/link';

import CompanyLogo from '@/components/companies/CompanyLogo';

interface Props {
  companies: { slug: string; name: string; logo: string | null }[];
}

export default function RelatedCompanies({ companies }: Props) {
  if (companies.length === 0) return null;
  return (
    <section aria-labelledby="related-companies" className="mt-10">
      <h2 id="related-companies" className="text-xl font-bold text-brand-900">
        Companies in this article
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {companies.map((company) => (
          <li key={company.slug}>
            <Link
              href={`/indian-stocks/${company.slug}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 font-medium text-slate-900 hover:border-brand-600"
            >
              <CompanyLogo name={company.name} logo={company.logo} size={28} />
              {company.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
