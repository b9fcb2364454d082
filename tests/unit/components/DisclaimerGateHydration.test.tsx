// The disclaimer overlay and banner in the server HTML, and hydration taking them over (see
// components/DisclaimerGate.tsx): the server renders both for everyone, React hydrates that markup
// without a mismatch, then keeps only what the cookies call for.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import DisclaimerGate from '@/components/DisclaimerGate';

const router = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const page = (
  <DisclaimerGate>
    <p>Page content</p>
  </DisclaimerGate>
);

let root: Root | null = null;
let container: HTMLDivElement;

/** The server's HTML in a container, as the browser receives it. */
function serverRender() {
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/** Hydrates the server HTML, failing on any mismatch React reports. */
async function hydrate() {
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  consoleError.mockRestore();
  expect(errors).toEqual([]);
}

const pendingOverlay = () => document.querySelector('[data-consent-pending="disclaimers"]');
const pendingBanner = () => document.querySelector('[data-consent-pending="banner"]');
const modal = () => document.querySelector('dialog[open]');
const banner = () => document.querySelector('[role="region"][aria-label="Cookie consent"]');

beforeEach(() => {
  router.pathname = '/';
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('DisclaimerGate server HTML and hydration', () => {
  it('the server HTML carries the overlay and the banner for every visitor, both waiting for the stylesheet', () => {
    document.cookie = 'accept_cookie=true; path=/';
    document.cookie = 'accept_banner_cookie=true; path=/';
    serverRender();
    expect(pendingOverlay()?.textContent).toContain('not a stock exchange');
    expect(pendingOverlay()?.getAttribute('role')).toBe('dialog');
    expect(pendingOverlay()?.getAttribute('aria-labelledby')).toBe(pendingOverlay()?.querySelector('h2')?.id);
    expect(pendingBanner()?.textContent).toContain('Cookies Policy');
    expect(container.textContent).toContain('Page content');
  });

  it('on /Disclaimer the server HTML has no overlay', () => {
    router.pathname = '/Disclaimer';
    serverRender();
    expect(pendingOverlay()).toBeNull();
    expect(container.textContent).toContain('Page content');
  });

  it('a new visitor: hydration swaps the server copy for the modal dialog, which takes focus', async () => {
    serverRender();
    await hydrate();
    expect(pendingOverlay()).toBeNull();
    expect(pendingBanner()).toBeNull();
    expect(banner()).toBeNull();
    expect(modal()?.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(modal());
    expect(modal()?.textContent).toContain('I accept the terms and conditions.');
  });

  it('a returning visitor: hydration removes both', async () => {
    document.cookie = 'accept_cookie=true; path=/';
    document.cookie = 'accept_banner_cookie=true; path=/';
    serverRender();
    await hydrate();
    expect(pendingOverlay()).toBeNull();
    expect(modal()).toBeNull();
    expect(banner()).toBeNull();
    expect(container.textContent).toContain('Page content');
  });

  it('accept_cookie only: the banner of the server HTML is kept, not replaced, and becomes live', async () => {
    document.cookie = 'accept_cookie=true; path=/';
    serverRender();
    const before = pendingBanner();
    await hydrate();
    expect(modal()).toBeNull();
    expect(pendingOverlay()).toBeNull();
    expect(banner()).toBe(before);
    expect(banner()?.hasAttribute('data-consent-pending')).toBe(false);
  });
});
