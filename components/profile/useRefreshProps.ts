import { useRouter } from 'next/router';
import { useCallback } from 'react';

/** Reloads the page's server props in place (the header's name and picture come from them). */
export function useRefreshProps() {
  const router = useRouter();
  return useCallback(() => router.replace(router.asPath, undefined, { scroll: false }), [router]);
}
