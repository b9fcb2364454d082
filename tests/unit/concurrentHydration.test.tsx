// lib/concurrentHydration.ts: Next's hydrateRoot call, run inside a transition (so React hydrates in
// slices), and still a plain hydration of the server's HTML.
import { act, Suspense, use, useState } from 'react';
import ReactDOMClient, { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { hydrateInTransition, installConcurrentHydration } from '@/lib/concurrentHydration';

const never = new Promise<never>(() => undefined);
function Suspends() {
  use(never);
  return null;
}

describe('hydrateInTransition', () => {
  it('runs the call in a transition: an update it makes that suspends keeps the current content instead of the fallback', async () => {
    // React shows a Suspense fallback for an ordinary update that suspends, but keeps the content
    // on screen for a transition. That tells which kind of update the wrapped call made.
    let suspend: (() => void) | undefined;
    function Tree() {
      const [suspended, setSuspended] = useState(false);
      suspend = () => setSuspended(true);
      return <Suspense fallback={<p>Fallback</p>}>{suspended ? <Suspends /> : <p>Content</p>}</Suspense>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Tree />));

    const fakeHydrateRoot = vi.fn(() => {
      suspend!();
      return root;
    });
    await act(async () => {
      expect(hydrateInTransition(fakeHydrateRoot as unknown as typeof hydrateRoot)(container, null)).toBe(root);
    });
    expect(fakeHydrateRoot).toHaveBeenCalledOnce();
    expect(container.textContent).toBe('Content');

    // The same update outside a transition shows the fallback (beside the hidden content).
    await act(async () => root.render(<Tree key="again" />));
    await act(async () => suspend!());
    expect(container.textContent).toContain('Fallback');
    act(() => root.unmount());
  });

  it('hydrates the server HTML in place, without a mismatch, and the page responds', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          Clicked {count}
        </button>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    const button = container.querySelector('button')!;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateInTransition(hydrateRoot)(container, <Counter />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe('Clicked 1');
    act(() => root!.unmount());
    container.remove();
  });
});

describe('installConcurrentHydration', () => {
  it("replaces react-dom/client's hydrateRoot (the one Next calls) once", () => {
    const original = ReactDOMClient.hydrateRoot;
    installConcurrentHydration();
    const installed = ReactDOMClient.hydrateRoot;
    expect(installed).not.toBe(original);
    installConcurrentHydration();
    expect(ReactDOMClient.hydrateRoot).toBe(installed);
    (ReactDOMClient as { hydrateRoot: typeof hydrateRoot }).hydrateRoot = original;
  });
});
