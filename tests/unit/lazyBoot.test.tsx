// lib/lazyBoot.ts: which pages boot on interaction, and the hand-over once React has hydrated: what the
// visitor typed, chose and clicked before (held by the inline script, lib/bootScript.ts) reaches React.
import vm from 'node:vm';

import { act, useState, type SyntheticEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { BOOT_SCRIPT } from '@/lib/bootScript';
import { beforeHydration, bootsOnInteraction, finishLazyBoot } from '@/lib/lazyBoot';

describe('bootsOnInteraction', () => {
  it.each(['/', '/indian-stocks', '/indian-stocks/[slug]', '/articles/[slug]', '/screener', '/glossary', '/Startups', '/contact-us'])(
    'public page %s waits for an interaction',
    (page) => expect(bootsOnInteraction(page)).toBe(true),
  );

  it.each([
    '/dashboard',
    '/dashboard/checkout',
    '/Cp/dashboard',
    '/Cp/signin',
    '/admin',
    '/admin/login',
    '/login',
    '/signup',
    '/_error',
    '/404',
  ])('%s boots at once (signed-in areas, sign-in pages, error pages)', (page) => expect(bootsOnInteraction(page)).toBe(false));
});

describe('finishLazyBoot', () => {
  const root = document.documentElement;

  afterEach(() => {
    if (window.__boot) window.__boot.done = true; // this run's listeners stop holding
    delete window.__boot;
    root.removeAttribute('data-boot');
    root.removeAttribute('data-booted');
    document.body.innerHTML = '';
  });

  interface Seen {
    query: string;
    sector: string;
    opened: boolean;
    submitted: string[];
    focused?: boolean;
  }

  /** A form as the public pages have them: controlled fields, a button with state, a submit handler. */
  function Search({ seen }: { seen: Seen }) {
    const [query, setQuery] = useState('');
    const [sector, setSector] = useState('all');
    const [opened, setOpened] = useState(false);
    Object.assign(seen, { query, sector, opened });
    function onSubmit(event: SyntheticEvent) {
      event.preventDefault();
      seen.submitted.push(query);
    }
    return (
      <form onSubmit={onSubmit}>
        <input
          aria-label="Search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={() => {
            seen.focused = true;
          }}
        />
        <select aria-label="Sector" value={sector} onChange={(event) => setSector(event.target.value)}>
          <option value="all">All</option>
          <option value="fintech">Fintech</option>
        </select>
        <button type="button" onClick={() => setOpened(true)}>
          Menu
        </button>
        <button type="submit">Go</button>
      </form>
    );
  }

  /** The server's HTML, the boot script run over it as on a public page, before React. */
  function serverPage(seen: Seen) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search seen={seen} />);
    document.body.append(container);
    root.setAttribute('data-boot', 'lazy');
    vm.runInThisContext(BOOT_SCRIPT);
    return container;
  }

  async function hydrate(container: HTMLElement, seen: Seen) {
    await act(async () => {
      hydrateRoot(container, <Search seen={seen} />);
    });
  }

  it('hands typed text and a chosen option to React, then replays a held click and submission in order', async () => {
    const seen: Seen = { query: '', sector: '', opened: false, submitted: [] };
    const container = serverPage(seen);
    const input = container.querySelector('input')!;
    const select = container.querySelector('select')!;

    // Before React: the visitor types, chooses, opens the menu and submits.
    input.focus();
    input.value = 'tata';
    select.value = 'fintech';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const menu = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button[type=button]')!.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    container.querySelector<HTMLButtonElement>('button[type=submit]')!.click();

    await hydrate(container, seen);
    // Hydrated: React kept the visitor's text on screen, but its state is still the server's.
    expect(input.value).toBe('tata');
    expect(seen).toMatchObject({ query: '', sector: 'all', opened: false, submitted: [] });

    await act(async () => finishLazyBoot());
    expect(seen).toEqual({ query: 'tata', sector: 'fintech', opened: true, submitted: ['tata'], focused: true });
    expect(root).toHaveAttribute('data-booted');
    expect(window.__boot).toMatchObject({ done: true, q: [] });

    // From now on clicks go straight to React, and nothing is handed over twice.
    await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')!.click());
    expect(seen.submitted).toEqual(['tata', 'tata']);
    await act(async () => finishLazyBoot());
    expect(seen.submitted).toEqual(['tata', 'tata']);
  });

  it('leaves untouched fields alone and skips what left the page before React came', async () => {
    const seen: Seen = { query: '', sector: '', opened: false, submitted: [] };
    const container = serverPage(seen);
    const stray = document.createElement('button');
    document.body.append(stray);
    stray.click();
    stray.remove();
    expect(window.__boot!.q).toHaveLength(1);

    await hydrate(container, seen);
    await act(async () => finishLazyBoot());
    expect(seen).toEqual({ query: '', sector: 'all', opened: false, submitted: [] });
  });

  it('before hydration the server copy of the disclaimer is folded again, as the server wrote it', () => {
    document.body.innerHTML = `<div data-consent-pending="disclaimers"><div id="more" hidden></div>
      <button type="button" aria-expanded="false" aria-controls="more">Read more</button></div>`;
    root.setAttribute('data-boot', 'lazy');
    vm.runInThisContext(BOOT_SCRIPT);
    const toggle = document.querySelector('button')!;
    toggle.click();
    expect(toggle.textContent).toBe('Read less');
    beforeHydration();
    expect([toggle.textContent, toggle.getAttribute('aria-expanded'), document.getElementById('more')!.hidden]).toEqual([
      'Read more',
      'false',
      true,
    ]);
  });

  it('on a page that booted at once it only marks <html>', async () => {
    vm.runInThisContext(BOOT_SCRIPT); // no data-boot: not a lazy page
    expect(window.__boot).toMatchObject({ done: true, started: true });
    await finishLazyBoot();
    expect(root).toHaveAttribute('data-booted');
  });
});
