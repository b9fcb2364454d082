import { useEffect, useRef } from 'react';

import Pagination from '@/components/Pagination';
import LightLink from '@/components/ui/LightLink';
import {
  defaultFilters,
  hasActiveFilters,
  SCREENER_PER_PAGE,
  screenerHref,
  type ScreenerFilters,
  type ScreenerResult,
} from '@/lib/screener';

import { noMatchWording } from './noMatch';
import ScreenerTable from './ScreenerTable';
import ShallowLinks from './ShallowLinks';

interface Props {
  filters: ScreenerFilters;
  result: ScreenerResult;
  loading: boolean;
  error: string | null;
  /** Why the query cannot run (it does not parse, or names a text no company has), said at the query box; or null. */
  queryError: string | null;
  /** The query box's input, which the results point to when the query cannot run. */
  queryInputId: string;
  /** Goes up on every Apply: once those results are in, the summary is scrolled into view. */
  revealRequest: number;
}

function summary({ total, page, rows }: ScreenerResult) {
  if (total === 0) return 'No companies match';
  const from = (page - 1) * SCREENER_PER_PAGE + 1;
  return `Showing ${from}–${from + rows.length - 1} of ${total} ${total === 1 ? 'company' : 'companies'}`;
}

export default function ScreenerResults({ filters, result, loading, error, queryError, queryInputId, revealRequest }: Props) {
  const shown = { ...filters, page: result.page };
  const status = useRef<HTMLParagraphElement>(null);
  const revealed = useRef(revealRequest);

  // After Apply the results may sit below the form (on a phone, always): bring their summary, which
  // the status role also announces ("Showing 1–25 of 40 companies"), into view once they have loaded.
  useEffect(() => {
    if (loading || revealRequest === revealed.current) return;
    revealed.current = revealRequest;
    const top = status.current?.getBoundingClientRect().top;
    if (top !== undefined && (top < 0 || top > window.innerHeight - 120)) status.current?.scrollIntoView({ block: 'start' });
  }, [loading, revealRequest]);

  if (queryError) {
    // Nothing ran: no count, no "no company matches", but where the reason is.
    return (
      <div>
        <p ref={status} role="status" className="mb-3 scroll-mt-24 text-sm font-medium text-slate-700">
          The query could not run
        </p>
        <div data-testid="query-not-run" className="rounded-2xl border border-dashed border-red-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">Your query could not run, so there are no results to show.</p>
          <p className="mt-1 text-slate-600">The reason is under the query box above.</p>
          {/* Focusing the box (with the reason as its description) beats scrolling to it; without JavaScript the link scrolls. */}
          <a
            href={`#${queryInputId}`}
            onClick={(event) => {
              const box = document.getElementById(queryInputId);
              if (!box) return;
              event.preventDefault();
              box.focus();
            }}
            className="mt-4 inline-block font-semibold text-brand-700 underline"
          >
            Fix the query
          </a>
        </div>
      </div>
    );
  }

  // While the next results load after a refused query (whose results are none), nothing is said about matches yet.
  const empty = result.total === 0 && !loading ? noMatchWording(filters) : null;
  return (
    <ShallowLinks>
      <p ref={status} role="status" className="mb-3 scroll-mt-24 text-sm font-medium text-slate-700">
        {loading ? 'Updating results…' : summary(result)}
      </p>
      {error && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {empty ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">{empty.title}</p>
          <p className="mt-1 text-slate-600">{empty.advice}</p>
          {hasActiveFilters(filters) && (
            <LightLink
              href={screenerHref({ ...defaultFilters(), sort: filters.sort, dir: filters.dir })}
              className="mt-4 inline-block font-semibold text-brand-700 underline"
            >
              Clear all filters
            </LightLink>
          )}
        </div>
      ) : result.total === 0 ? null : (
        <ScreenerTable
          rows={result.rows}
          filters={shown}
          busy={loading}
          caption={`Companies matching your filters, page ${result.page} of ${result.totalPages}. Select a column heading to sort.`}
        />
      )}
      <Pagination page={result.page} totalPages={result.totalPages} scroll={false} hrefFor={(page) => screenerHref({ ...shown, page })} />
    </ShallowLinks>
  );
}
