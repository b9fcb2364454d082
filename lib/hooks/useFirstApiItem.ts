import type { AxiosInstance } from 'axios';
import { useEffect, useState } from 'react';

import type { ApiSuccess } from '@/lib/api/envelope';

/**
 * The first item of `data.data` from a GET, starting from `initial` (the server's copy, so the
 * page does not flash). The specification ignores a failed fetch: the last value is kept.
 */
export function useFirstApiItem<T extends object>(client: AxiosInstance, path: string, initial: T | null): T | null {
  const [item, setItem] = useState<T | null>(initial);
  // New server props (e.g. reloaded after a profile change) replace what the fetch had found.
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    if (initial) setItem(initial);
  }

  useEffect(() => {
    let active = true;
    client
      .get<ApiSuccess<T[]>>(path)
      .then((response) => {
        const first = response.data.data[0];
        if (active && first && typeof first === 'object') setItem(first);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [client, path]);

  return item;
}
