import Link from 'next/link';

interface Props {
  countries: { country: string; cities: string[] }[];
  country: string | null;
  city: string | null;
}

const href = (country?: string, city?: string) => {
  const query = new URLSearchParams({ ...(country && { country }), ...(city && { city }) });
  return `/Global-Real-Estate${query.size ? `?${query}` : ''}`;
};

const chip = (current: boolean) =>
  `inline-block rounded-full border px-3 py-1.5 text-sm ${
    current ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
  }`;

/** Country, then city, as links: crawlable, shareable and usable without JavaScript. */
export default function LocationFilters({ countries, country, city }: Props) {
  const cities = countries.find((c) => c.country === country)?.cities ?? [];
  return (
    <nav aria-label="Filter listings by location" className="space-y-3">
      <ul className="flex flex-wrap gap-2" aria-label="Countries">
        <li>
          <Link href={href()} className={chip(!country)} aria-current={!country ? 'page' : undefined}>
            All countries
          </Link>
        </li>
        {countries.map((c) => (
          <li key={c.country}>
            <Link
              href={href(c.country)}
              className={chip(c.country === country)}
              aria-current={c.country === country && !city ? 'page' : undefined}
            >
              {c.country}
            </Link>
          </li>
        ))}
      </ul>
      {country && cities.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Cities in ${country}`}>
          {cities.map((name) => (
            <li key={name}>
              <Link href={href(country, name)} className={chip(name === city)} aria-current={name === city ? 'page' : undefined}>
                {name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
