import { useEffect, useState } from 'react';

import { call } from '@/lib/contracts/client';
import type { Contract } from '@/lib/contracts/contract';

/**
 * The first item of the data of a GET answering a list, starting from `initial` (the server's copy, so
 * the page does not flash). The specification ignores a failed fetch: the last value is kept.
 */
export function useFirstApiItem<T extends object>(api: Contract<T[], undefined, 'GET'>, initial: T | null): T | null {
  const [item, setItem] = useState<T | null>(initial);
  // New server props (e.g. reloaded after a profile change) replace what the fetch had found.
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    if (initial) setItem(initial);
  }

  useEffect(() => {
    let active = true;
    call(api)
      .then((response) => {
        const first = response.data[0];
        if (active && first && typeof first === 'object') setItem(first);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [api]);

  return item;
}
