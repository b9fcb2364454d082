// lib/bootScript.ts: the inline script in <head>. Before the first paint it writes on <html> the
// disclaimer state lib/disclaimer.ts computes from the same cookies; the server copies of the overlay
// and the banner work without React; on a public page it starts the page's scripts at the first
// interaction and holds clicks and submissions until React has the page. Each test runs it in a
// window of its own (happy-dom), as a browser runs it for each page.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { BOOT_SCRIPT, BOOT_SCRIPT_HASH } from '@/lib/bootScript';
import { ACCEPT_COOKIE_DAYS, initialDisclaimerState, nextDisclaimerState, type DisclaimerState } from '@/lib/disclaimer';
import { LAZY_SCRIPTS_ATTRIBUTE } from '@/lib/lazyBoot';

const windows: Window[] = [];

afterEach(async () => {
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
});

interface PageOptions {
  cookies?: string[];
  lazy?: boolean;
  body?: string;
}

/** A page whose <head> ran the boot script: `lazy` marks it as a public page (<html data-boot="lazy">). */
function page({ cookies = [], lazy = false, body = '' }: PageOptions = {}) {
  const win = new Window({ url: 'http://localhost:3000/', settings: { disableJavaScriptFileLoading: true } });
  windows.push(win);
  for (const cookie of cookies) win.document.cookie = `${cookie}; path=/`;
  if (lazy) win.document.documentElement.setAttribute('data-boot', 'lazy');
  win.document.body.innerHTML = body;
  win.eval(BOOT_SCRIPT);
  // happy-dom's own classes, used through the DOM's standard types.
  const doc = win.document as unknown as Document;
  return {
    win,
    doc,
    consent: () => doc.documentElement.getAttribute('data-consent'),
    cookie: (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(doc.cookie)?.[1],
    started: () => Array.from(doc.head.querySelectorAll('script[src]')).map((script) => script.getAttribute('src')),
    /** The scripts start after the next frame (lib/bootScript.ts start): let it come. */
    settle: () => win.happyDOM.waitUntilComplete(),
    boot: () => (win as unknown as { __boot: { q: [string, Element, string?][]; done: boolean; started: boolean } }).__boot,
    click: (selector: string) => {
      const event = new win.MouseEvent('click', { bubbles: true, cancelable: true }) as unknown as MouseEvent;
      doc.querySelector(selector)!.dispatchEvent(event);
      return event;
    },
  };
}

// The server copies, as components/DisclaimerGate.tsx renders them before hydration.
const OVERLAY = `
  <div data-consent-pending="disclaimers" role="dialog">
    <a href="/">Home</a>
    <div id="more" hidden><p>More</p></div>
    <button type="button" aria-expanded="false" aria-controls="more">Read more</button>
    <label><input type="checkbox" id="tick" /><span>I accept the terms and conditions.</span></label>
  </div>`;
const BANNER = `<div data-consent-pending="banner" role="region"><button type="button" id="accept">Accept</button></div>`;
const SCRIPTS = `
  <script type="application/json" ${LAZY_SCRIPTS_ATTRIBUTE}="">["/_next/static/chunks/webpack.js","/_next/static/chunks/main.js"]</script>
  <script type="application/json" ${LAZY_SCRIPTS_ATTRIBUTE}="">["/_next/static/chunks/pages/index.js"]</script>`;
const CONTENT = `<main><a id="link" href="/about">About</a><button type="button" id="menu"><svg><path id="icon" d="M4 7h16" /></svg></button>
  <form id="search"><input id="q" name="q" /></form><input type="checkbox" id="other" /></main>`;

describe('BOOT_SCRIPT: the consent state before the first paint', () => {
  it.each([
    [[], undefined, undefined],
    [['accept_cookie=true'], 'true', undefined],
    [['accept_cookie=true', 'accept_banner_cookie=true'], 'true', 'true'],
    [['accept_banner_cookie=true', 'accept_cookie=true'], 'true', 'true'],
    [['accept_banner_cookie=true'], undefined, 'true'],
    [['accept_cookie=false', 'accept_banner_cookie=true'], 'false', 'true'],
    [['theme=dark', 'accept_cookie=true', 'other=1'], 'true', undefined],
  ])('cookies %j give the state of initialDisclaimerState', (cookies, accept, acceptBanner) => {
    expect(page({ cookies }).consent()).toBe(initialDisclaimerState(accept, acceptBanner));
  });

  it('does not take a cookie whose name only ends in accept_cookie', () => {
    expect(page({ cookies: ['xaccept_cookie=true', 'my_accept_banner_cookie=true'] }).consent()).toBe('disclaimers');
  });
});

describe('BOOT_SCRIPT: the server copies of the overlay and the banner work without React', () => {
  it.each<[string[], DisclaimerState]>([
    [[], nextDisclaimerState('disclaimers', { type: 'tick', checked: true, bannerAccepted: false })],
    [['accept_banner_cookie=true'], nextDisclaimerState('disclaimers', { type: 'tick', checked: true, bannerAccepted: true })],
  ])('ticking the box with cookies %j sets accept_cookie and moves to the next state (%s)', (cookies, next) => {
    const view = page({ cookies, body: OVERLAY + BANNER });
    expect(view.consent()).toBe('disclaimers');
    const event = view.click('#tick');
    expect(event.defaultPrevented).toBe(false);
    expect(view.doc.querySelector<HTMLInputElement>('#tick')!.checked).toBe(true);
    expect(view.cookie('accept_cookie')).toBe('true');
    expect(view.consent()).toBe(next);
  });

  it('clearing the box changes nothing, as nextDisclaimerState says', () => {
    const view = page({ body: OVERLAY.replace('id="tick"', 'id="tick" checked') });
    view.click('#tick');
    expect(view.doc.querySelector<HTMLInputElement>('#tick')!.checked).toBe(false);
    expect(view.consent()).toBe(nextDisclaimerState('disclaimers', { type: 'tick', checked: false }));
    expect(view.cookie('accept_cookie')).toBeUndefined();
  });

  it('"Read more" shows the rest of the text and says so, and "Read less" hides it', () => {
    const view = page({ body: OVERLAY });
    const toggle = view.doc.querySelector('button[aria-controls]')!;
    const more = view.doc.getElementById('more')!;
    view.click('button[aria-controls]');
    expect([toggle.getAttribute('aria-expanded'), toggle.textContent, more.hidden]).toEqual(['true', 'Read less', false]);
    view.click('button[aria-controls]');
    expect([toggle.getAttribute('aria-expanded'), toggle.textContent, more.hidden]).toEqual(['false', 'Read more', true]);
  });

  it("the banner's Accept sets accept_banner_cookie and closes the banner", () => {
    const view = page({ cookies: ['accept_cookie=true'], body: BANNER });
    expect(view.consent()).toBe('banner');
    view.click('#accept');
    expect(view.cookie('accept_banner_cookie')).toBe('true');
    expect(view.consent()).toBe(nextDisclaimerState('banner', { type: 'acceptBanner' }));
  });

  it('a box elsewhere on the page is not the disclaimer', () => {
    const view = page({ body: OVERLAY + CONTENT });
    view.click('#other');
    expect(view.cookie('accept_cookie')).toBeUndefined();
    expect(view.consent()).toBe('disclaimers');
  });

  it('once React has the page (data-booted) the copies are left to it', () => {
    const view = page({ body: OVERLAY });
    view.doc.documentElement.setAttribute('data-booted', '');
    view.click('button[aria-controls]');
    expect(view.doc.querySelector('button[aria-controls]')!.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('BOOT_SCRIPT: a public page boots on interaction', () => {
  it('starts nothing on a page that is not marked lazy, and holds nothing there', async () => {
    const view = page({ body: SCRIPTS + CONTENT });
    view.doc.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await view.settle();
    expect(view.started()).toEqual([]);
    expect(view.click('#menu').defaultPrevented).toBe(false);
    expect(view.boot().q).toEqual([]);
  });

  it("starts the page's scripts after the first pointer's next frame, in their order (every list), once", async () => {
    const view = page({ lazy: true, body: SCRIPTS + CONTENT });
    expect(view.started()).toEqual([]);
    view.doc.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(view.started()).toEqual([]);
    expect(view.boot().started).toBe(true);
    await view.settle();
    expect(view.started()).toEqual([
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/pages/index.js',
    ]);
    const added = Array.from(view.doc.head.querySelectorAll<HTMLScriptElement>('script[src]'));
    expect(added.map((script) => [script.async, script.type])).toEqual([
      [false, ''],
      [false, ''],
      [false, ''],
    ]);
    view.doc.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    await view.settle();
    expect(view.started()).toHaveLength(3);
  });

  it.each(['keydown', 'focusin', 'touchstart'])('a %s starts them too', async (type) => {
    const view = page({ lazy: true, body: SCRIPTS + CONTENT });
    view.doc.getElementById('q')!.dispatchEvent(new Event(type, { bubbles: true }));
    await view.settle();
    expect(view.started()).toHaveLength(3);
  });

  it.each(['signedInAs=user', 'signedInAs=partner'])('a signed-in visitor (%s) boots at once: the header is React’s', async (cookie) => {
    const signedIn = page({ cookies: [cookie], lazy: true, body: SCRIPTS });
    const nobody = page({ cookies: ['signedInAs=nobody'], lazy: true, body: SCRIPTS });
    await Promise.all([signedIn.settle(), nobody.settle()]);
    expect(signedIn.started()).toHaveLength(3);
    expect(nobody.started()).toEqual([]);
  });

  it('holds clicks and submissions until React has the page; links navigate as links', async () => {
    const view = page({ lazy: true, body: SCRIPTS + CONTENT });
    expect(view.click('#menu').defaultPrevented).toBe(true);
    await view.settle();
    expect(view.started()).toHaveLength(3);
    expect(view.click('#link').defaultPrevented).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    view.doc.getElementById('search')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(view.boot().q.map(([kind, target]) => [kind, target.id])).toEqual([
      ['click', 'menu'],
      ['submit', 'search'],
    ]);

    // A click on a button's icon is held as a click on the button (React's handler is the button's).
    expect(view.click('#icon').defaultPrevented).toBe(true);
    expect(view.boot().q.at(-1)?.[1].id).toBe('menu');
    view.boot().q.pop();

    view.boot().done = true; // lib/lazyBoot.ts finishLazyBoot
    expect(view.click('#menu').defaultPrevented).toBe(false);
    expect(view.boot().q).toHaveLength(2);
  });

  it('opens a disclosure marked data-boot-toggle at once, and still holds the click for React', () => {
    const body = `<button type="button" id="burger" aria-expanded="false" aria-controls="panel" data-boot-toggle=""><span>Menu</span></button>
      <div id="panel" hidden><a href="/about">About</a></div><button type="button" id="plain" aria-expanded="false" aria-controls="other"></button><div id="other" hidden></div>`;
    const view = page({ lazy: true, body: SCRIPTS + body });
    expect(view.click('#burger span').defaultPrevented).toBe(true);
    expect(view.doc.getElementById('burger')!.getAttribute('aria-expanded')).toBe('true');
    expect(view.doc.getElementById('panel')!.hidden).toBe(false);
    expect(view.boot().q.map(([kind, target]) => [kind, target.id])).toEqual([['click', 'burger']]);
    view.click('#burger');
    expect(view.doc.getElementById('panel')!.hidden).toBe(true);
    // Only marked ones: another disclosure waits for React.
    view.click('#plain');
    expect(view.doc.getElementById('other')!.hidden).toBe(true);
    expect(view.boot().q).toHaveLength(3);
    // Escape closes it again before React, held as a click for React to follow.
    view.click('#burger');
    view.doc.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Escape' }));
    expect(view.doc.getElementById('burger')!.getAttribute('aria-expanded')).toBe('false');
    expect(view.doc.getElementById('panel')!.hidden).toBe(true);
    expect(
      view
        .boot()
        .q.map(([kind, target]) => [kind, target.id])
        .slice(-2),
    ).toEqual([
      ['click', 'burger'],
      ['click', 'burger'],
    ]);
    view.doc.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Escape' }));
    expect(view.boot().q).toHaveLength(5);
    // Once React has the page, the button is React's alone.
    view.boot().done = true;
    view.click('#burger');
    expect(view.doc.getElementById('panel')!.hidden).toBe(true);
  });

  it('holds a choice in a list with its value, and starts the scripts for it', async () => {
    const view = page({ lazy: true, body: SCRIPTS + '<select id="sector"><option>All</option><option>Fintech</option></select>' });
    const select = view.doc.querySelector('select')!;
    select.value = 'Fintech';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(view.boot().q.map(([kind, target, value]) => [kind, target.id, value])).toEqual([['change', 'sector', 'Fintech']]);
    await view.settle();
    expect(view.started()).toHaveLength(3);
  });

  it('opens a server-rendered dialog from its button before React, and closes it from its close button or backdrop', () => {
    const body = `<button type="button" id="login" aria-haspopup="dialog" aria-controls="sign-in" data-boot-dialog=""><span>login</span></button>
      <dialog id="sign-in" tabindex="-1"><div><button type="button" id="close" data-boot-close=""><svg><path id="cross" /></svg></button>
      <p id="text">Choose</p><a id="choice" href="/login">User</a></div></dialog>`;
    const view = page({ lazy: true, body: SCRIPTS + body });
    const dialog = view.doc.getElementById('sign-in') as HTMLDialogElement;
    const opened = view.click('#login span');
    expect(dialog.open).toBe(true);
    expect(view.doc.activeElement).toBe(dialog);
    // Not held: React, hydrating, finds the dialog open and follows it (components/ui/Dialog.tsx).
    expect(opened.defaultPrevented).toBe(false);
    expect(view.boot().q).toEqual([]);
    expect(view.boot().started).toBe(true);
    // A click on its text is held as any other; its links are links.
    expect(view.click('#text').defaultPrevented).toBe(true);
    expect(view.click('#choice').defaultPrevented).toBe(false);
    expect(dialog.open).toBe(true);
    view.click('#cross');
    expect(dialog.open).toBe(false);
    view.click('#login');
    view.click('#sign-in');
    expect(dialog.open).toBe(false);
    expect(view.boot().q.map(([kind, target]) => [kind, target.id])).toEqual([['click', 'text']]);
    // Once React has hydrated (data-booted), the button's click is held for React until the replay is over.
    view.doc.documentElement.setAttribute('data-booted', '');
    expect(view.click('#login').defaultPrevented).toBe(true);
    expect(dialog.open).toBe(false);
  });

  it("keeps the visitor's input from React's listeners until React has hydrated, on a lazy page only", () => {
    const heard = (view: ReturnType<typeof page>) => {
      const seen: string[] = [];
      for (const type of ['keydown', 'keyup', 'input', 'pointerdown', 'touchend', 'focusin']) {
        view.doc.body.addEventListener(type, () => seen.push(type));
        view.doc.getElementById('q')!.dispatchEvent(new Event(type, { bubbles: true }));
      }
      return seen;
    };
    const lazy = page({ lazy: true, body: SCRIPTS + CONTENT });
    // focusin is not one that makes React hydrate at once (it replays it later): it passes.
    expect(heard(lazy)).toEqual(['focusin']);
    lazy.doc.documentElement.setAttribute('data-booted', '');
    expect(heard(lazy)).toEqual(['keydown', 'keyup', 'input', 'pointerdown', 'touchend', 'focusin']);
    expect(heard(page({ body: SCRIPTS + CONTENT }))).toEqual(['keydown', 'keyup', 'input', 'pointerdown', 'touchend', 'focusin']);
  });

  it('never holds a click on the disclaimer: it works without React', () => {
    const view = page({ lazy: true, body: SCRIPTS + OVERLAY });
    view.click('#tick');
    expect(view.consent()).toBe('banner');
    expect(view.boot().q).toEqual([]);
  });
});

describe('BOOT_SCRIPT as a source', () => {
  it('has the hash the CSP allows', () => {
    const hash = crypto.createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });

  it('is plain old JavaScript that runs anywhere (no modules, no arrow functions) and cannot end its <script> early', () => {
    expect(BOOT_SCRIPT).not.toMatch(/=>|\bimport\b|\bexport\b|\blet\b|\bconst\b|<\//);
  });

  it("keeps from React, before hydration, the events react-dom's root hydrates at once for (its discreteReplayableEvents)", () => {
    // The file the browser build runs (the package exports no path to it: found beside its package.json).
    const packageJson = createRequire(import.meta.url).resolve('react-dom/package.json');
    const reactDom = fs.readFileSync(path.join(path.dirname(packageJson), 'cjs/react-dom-client.production.js'), 'utf8');
    const events = /discreteReplayableEvents\s*=\s*"([^"]+)"/.exec(reactDom)?.[1];
    expect(events).toContain('keydown');
    expect(BOOT_SCRIPT).toContain(`"${events}".split(" ")`);
  });

  it("spells lib/disclaimer.ts's and lib/lazyBoot.ts's constants as they are", () => {
    expect(BOOT_SCRIPT).toContain(`set("accept_cookie",${ACCEPT_COOKIE_DAYS})`);
    expect(BOOT_SCRIPT).toContain(`script[${LAZY_SCRIPTS_ATTRIBUTE}]`);
  });
});
