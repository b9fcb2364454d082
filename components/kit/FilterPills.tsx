import Link from 'next/link';

const pill = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ${
    active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
  }`;

export interface Pill {
  value: string | null;
  label: string;
}

interface Props {
  /** The navigation's accessible name ("Filter by status"). */
  label: string;
  pills: readonly Pill[];
  current: string | null;
  hrefFor: (value: string | null) => string;
  className?: string;
}

/** A list's one-choice filter as links (the choice lives in the URL); the current one is marked. */
export default function FilterPills({ label, pills, current, hrefFor, className }: Props) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {pills.map((filter) => (
          <li key={filter.label}>
            <Link
              href={hrefFor(filter.value)}
              aria-current={current === filter.value ? 'page' : undefined}
              className={pill(current === filter.value)}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
