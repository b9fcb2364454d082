import { useRouter } from 'next/router';
import { useCallback } from 'react';

/** Reloads the page's server props in place (the header's name and picture come from them). */
export function useRefreshProps() {
  const router = useRouter();
  // Without its #fragment: a replace to the same path and fragment is a scroll, not a reload of the props.
  return useCallback(() => router.replace(router.asPath.split('#')[0] ?? router.asPath, undefined, { scroll: false }), [router]);
}
