// The screener's results for the filters in the URL: the server's first page, then API calls as the
// filters change (kept per query, so Back shows the previous results at once).
import { useEffect, useRef, useState } from 'react';

import type { ScreenerResult } from '@/lib/screener';

interface State {
  key: string;
  result: ScreenerResult;
  loading: boolean;
  error: string | null;
  /** Why the server refused the query (its errors.q, e.g. a text no company has), for `key`. */
  queryError: string | null;
}

/** What the server answered for one key: results, or the query's refusal. */
type Answer = Pick<State, 'result' | 'queryError'>;

const NO_RESULTS: ScreenerResult = { rows: [], total: 0, page: 1, totalPages: 1 };

/**
 * `runnable` false (a query that does not parse): nothing is fetched, the results stay as they are.
 * `initialQueryError`: the server's errors.q for the first page (the page then has no results).
 */
export function useScreenerResults(
  key: string,
  initialKey: string,
  initial: ScreenerResult,
  runnable = true,
  initialQueryError: string | null = null,
) {
  const cache = useRef(new Map<string, Answer>([[initialKey, { result: initial, queryError: initialQueryError }]]));
  const [state, setState] = useState<State>({
    key: initialKey,
    result: initial,
    loading: false,
    error: null,
    queryError: initialQueryError,
  });

  useEffect(() => {
    if (!runnable) return;
    const cached = cache.current.get(key);
    if (cached) {
      setState({ key, ...cached, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    // The API client loads with the first change of filters: the first results come with the page.
    void Promise.all([import('@/lib/api/clients'), import('@/lib/contracts/client'), import('@/lib/contracts/companies')]).then(
      ([{ apiError }, { call }, { screenerApi }]) =>
        call(screenerApi, Object.fromEntries(new URLSearchParams(key)), { signal: controller.signal })
          .then(({ data }) => {
            cache.current.set(key, { result: data, queryError: null });
            setState({ key, result: data, loading: false, error: null, queryError: null });
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            const failure = apiError(error, 'Could not update the results. Please try again.');
            const refused = failure.status === 400 ? failure.errors.q : undefined;
            if (refused) {
              // The query's own fault (shown at the query box): the same answer every time, so kept.
              cache.current.set(key, { result: NO_RESULTS, queryError: refused });
              setState({ key, result: NO_RESULTS, loading: false, error: null, queryError: refused });
              return;
            }
            setState((previous) => ({ ...previous, loading: false, error: failure.message }));
          }),
    );
    return () => controller.abort();
  }, [key, runnable]);

  return state;
}
