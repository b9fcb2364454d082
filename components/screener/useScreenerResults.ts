// The screener's results for the filters in the URL: the server's first page, then API calls as the
// filters change (kept per query, so Back shows the previous results at once).
import { useEffect, useRef, useState } from 'react';

import type { ScreenerResult } from '@/lib/screener';

interface State {
  key: string;
  result: ScreenerResult;
  loading: boolean;
  error: string | null;
}

/** `runnable` false (a query that does not parse): nothing is fetched, the results stay as they are. */
export function useScreenerResults(key: string, initialKey: string, initial: ScreenerResult, runnable = true) {
  const cache = useRef(new Map([[initialKey, initial]]));
  const [state, setState] = useState<State>({ key: initialKey, result: initial, loading: false, error: null });

  useEffect(() => {
    if (!runnable) return;
    const cached = cache.current.get(key);
    if (cached) {
      setState({ key, result: cached, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    // The API client loads with the first change of filters: the first results come with the page.
    void Promise.all([import('@/lib/api/clients'), import('@/lib/contracts/client'), import('@/lib/contracts/companies')]).then(
      ([{ apiError }, { call }, { screenerApi }]) =>
        call(screenerApi, Object.fromEntries(new URLSearchParams(key)), { signal: controller.signal })
          .then(({ data }) => {
            cache.current.set(key, data);
            setState({ key, result: data, loading: false, error: null });
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            setState((previous) => ({
              ...previous,
              loading: false,
              error: apiError(error, 'Could not update the results. Please try again.').message,
            }));
          }),
    );
    return () => controller.abort();
  }, [key, runnable]);

  return state;
}
