// Next's pages router hydrates the page with a plain hydrateRoot (next/dist/client/index.js), which
// React runs at the default lane: one task for the whole page, the largest part of the blocking time
// on a phone. Called inside startTransition, the same hydration runs at a transition lane, which
// React renders in slices of about 5 ms and yields to the browser in between (input, paint). Nothing
// else changes: the same tree, the same HTML, mismatches reported the same way, and an input during
// hydration still makes React finish at once before handling it. (Suspense boundaries would split it
// too, but React's streaming renderer moves large ones out of place behind inline scripts, which the
// CSP refuses.) If Next ever stops calling hydrateRoot through this module, hydration just runs in
// one task again, as before.
import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;

export function hydrateInTransition(hydrateRoot: HydrateRoot): HydrateRoot {
  return (container, initialChildren, options) => {
    // startTransition runs its callback at once: the root is there when it returns.
    const made: { root?: ReturnType<HydrateRoot> } = {};
    startTransition(() => {
      made.root = hydrateRoot(container, initialChildren, options);
    });
    if (!made.root) throw new Error('hydrateRoot returned no root');
    return made.root;
  };
}

const patched = Symbol.for('unlisted-market.hydrateInTransition');

/** In the browser, before Next hydrates (imported by pages/_app.tsx, which loads first). */
export function installConcurrentHydration() {
  if (typeof window === 'undefined') return;
  const client = ReactDOMClient as HydrateRootHolder;
  if (client[patched]) return;
  client.hydrateRoot = hydrateInTransition(client.hydrateRoot);
  client[patched] = true;
}

interface HydrateRootHolder {
  hydrateRoot: HydrateRoot;
  [patched]?: boolean;
}
