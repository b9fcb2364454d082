import LightLink from '@/components/ui/LightLink';
import { pageWindow } from '@/lib/pagination';

interface Props {
  page: number;
  totalPages: number;
  /** The link for a page, keeping the list's other filters (the state lives in the URL). */
  hrefFor: (page: number) => string;
  /** Shallow links keep the scroll position and skip the full-screen route loader. */
  scroll?: boolean;
}

const base = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';

export default function Pagination({ page, totalPages, hrefFor, scroll = true }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <LightLink href={hrefFor(page - 1)} scroll={scroll} rel="prev" className={`${base} text-brand-800 hover:bg-brand-50`}>
          ← Previous
        </LightLink>
      ) : (
        <span className={`${base} text-slate-500`} aria-hidden="true">
          ← Previous
        </span>
      )}
      {pageWindow(page, totalPages).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} className={`${base} text-slate-500`} aria-hidden="true">
            …
          </span>
        ) : (
          <LightLink
            key={number}
            href={hrefFor(number)}
            scroll={scroll}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            className={`${base} ${number === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {number}
          </LightLink>
        ),
      )}
      {page < totalPages ? (
        <LightLink href={hrefFor(page + 1)} scroll={scroll} rel="next" className={`${base} text-brand-800 hover:bg-brand-50`}>
          Next →
        </LightLink>
      ) : (
        <span className={`${base} text-slate-500`} aria-hidden="true">
          Next →
        </span>
      )}
    </nav>
  );
}
