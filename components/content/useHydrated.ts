import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the server HTML and during hydration, true after: controls that need JavaScript appear only when it runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
