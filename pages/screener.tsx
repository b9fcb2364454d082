import type { InferGetServerSidePropsType } from 'next';
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';

import ScreenerFilterForm from '@/components/screener/ScreenerFilterForm';
import ScreenerQueryBox from '@/components/screener/ScreenerQueryBox';
import SaveScreenButton from '@/components/screens/SaveScreenButton';
import ScreenerResults from '@/components/screener/ScreenerResults';
import { useScreenerResults } from '@/components/screener/useScreenerResults';
import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { apiBaseUrl } from '@/lib/api/baseUrl';
import { parseScreenerQuery, screenerHref, screenerQueryString, type ScreenerFilters } from '@/lib/screener';
import { parseScreenerQueryText, rangesToQuery, ScreenerQueryError } from '@/lib/screenerQuery';
import { breadcrumbLd } from '@/lib/seo';
import { getServerSideProps } from '@/lib/server/loaders/screener';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

/** Why a query does not run, in the words of the API's errors.q; null when it parses. */
function queryProblem(q: string | null): string | null {
  if (!q) return null;
  try {
    parseScreenerQueryText(q);
    return null;
  } catch (error) {
    if (error instanceof ScreenerQueryError) return error.message;
    throw error;
  }
}

/** The query box's input, which the results point to when the query cannot run. */
const QUERY_INPUT_ID = 'screener-query';

export default function ScreenerPage({ sectors, initialKey, initial, initialQueryError }: Props) {
  const router = useRouter();
  const key = screenerQueryString(parseScreenerQuery(router.query, sectors));
  const filters = useMemo(() => parseScreenerQuery(Object.fromEntries(new URLSearchParams(key)), sectors), [key, sectors]);
  const parseError = queryProblem(filters.q);
  const answer = useScreenerResults(key, initialKey, initial, parseError === null, initialQueryError);
  const { result, loading, error } = answer;
  // A query that does not parse (the browser knows), or one the server refused (a text no company has).
  const queryError = parseError ?? (answer.key === key ? answer.queryError : null);
  const exportQuery = screenerQueryString({ ...filters, page: 1 });
  // What a saved screen keeps: the query box and the range filters as one query.
  const screen = [filters.q, rangesToQuery(filters)]
    .filter(Boolean)
    .map((part, _index, parts) => (parts.length > 1 ? `(${part})` : part))
    .join(' AND ');

  const [revealRequest, setRevealRequest] = useState(0);
  const apply = (next: ScreenerFilters) => {
    setRevealRequest((count) => count + 1);
    void router.push(screenerHref(next), undefined, { shallow: true, scroll: false });
  };

  return (
    <>
      <Seo
        title="Screener: filter unlisted shares by P/E, P/B, ROE and growth"
        description="Screen unlisted and pre-IPO Indian companies by sector, price, valuation, P/E, P/B, ROE and revenue growth, sort by any column and download the results as CSV."
        canonicalPath="/screener"
        jsonLd={breadcrumbLd([['Screener', '/screener']])}
      />
      <PageContainer as="div">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-3xl">
            <PageHeading>Screener</PageHeading>
            <p className="mt-2 text-slate-700">
              Filter unlisted, pre-IPO and startup companies. Ratios use the current price and each company&apos;s latest financial year; a
              dash means the ratio is not meaningful (for example, a loss makes P/E undefined).
            </p>
          </div>
          <a
            href={`${apiBaseUrl('common')}/screener/export${exportQuery ? `?${exportQuery}` : ''}`}
            download
            className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Download CSV<span className="sr-only"> of all matching companies</span>
          </a>
        </div>
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <aside aria-label="Filters">
            <ScreenerFilterForm filters={filters} sectors={sectors} onApply={apply} />
          </aside>
          <section aria-label="Results" className="min-w-0">
            <div className="mb-4">
              <ScreenerQueryBox
                inputId={QUERY_INPUT_ID}
                filters={filters}
                error={queryError}
                check={queryProblem}
                onRun={(q) => apply({ ...filters, q: q || null, page: 1 })}
              />
              {screen && queryError === null && (
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <SaveScreenButton query={screen} sort={filters.sort} dir={filters.dir} returnTo={screenerHref(filters)} />
                </div>
              )}
            </div>
            <ScreenerResults
              filters={filters}
              result={result}
              loading={loading}
              error={error}
              queryError={queryError}
              queryInputId={QUERY_INPUT_ID}
              revealRequest={revealRequest}
            />
          </section>
        </div>
      </PageContainer>
    </>
  );
}
