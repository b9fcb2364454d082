// npm run bench:inp: how long a visitor's first interaction waits for the next paint on a phone. Playwright
// drives Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) as a phone (412 × 823, touch) with the CPU
// slowed 4× (Lighthouse's mobile slowdown, CDP Emulation.setCPUThrottlingRate) on home, a company page and an
// article, a fresh visit each run (the disclaimer already accepted), and times three first interactions:
//   search  tap the header's search box, then type four letters (the keys: a row of their own)
//   login   tap "login": the sign-in dialog opens
//   menu    tap the hamburger: the navigation opens
// Two figures per interaction, both from the input's timestamp:
//   event   the Event Timing API (PerformanceObserver 'event' with durationThreshold 16, and 'first-input'),
//           what INP counts: the longest duration of the interaction's entries (those with its
//           interactionId), input to the next paint. The tap is the page's first interaction; for the
//           keys, the worst of their four interactions ("<16": none reached the observer's threshold).
//   shown   from the tap (for the keys: the last key) to the first frame in which the response is on
//           screen (the dialog, the open menu, the typed text). A public page boots on interaction
//           (lib/lazyBoot.ts): the inline script (lib/bootScript.ts) opens the menu and the dialog itself,
//           and the field shows what is typed, before React has the page.
// Per page and interaction: the median and the worst of the runs. Target: at most 200 ms.
//   BASE_URL: a running server; without it, starts `next start` of the current build (npm run build first)
//     on PORT (default 3700) with an embedded database in PGLITE_DIR (default a fresh temporary folder).
//   INP_RUNS (default 5)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium, type Browser, type Page } from '@playwright/test';

const runs = Math.max(1, Number(process.env.INP_RUNS ?? 5));
const port = Number(process.env.PORT ?? 3700);
const TARGET_MS = 200;
const CPU_SLOWDOWN = 4;

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => fs.existsSync(file));
}

/** `next start` of the current build, on an embedded database of its own, as the e2e suite runs it. */
async function startServer(): Promise<{ base: string; stop: () => void }> {
  const base = `http://127.0.0.1:${port}`;
  const data = process.env.PGLITE_DIR ? path.dirname(process.env.PGLITE_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inp-'));
  const child: ChildProcess = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PGLITE_DIR: process.env.PGLITE_DIR ?? path.join(data, 'pglite'),
      UPLOAD_DIR: process.env.UPLOAD_DIR ?? path.join(data, 'uploads'),
      DEMO_ACCOUNTS: 'true',
      NEXTAUTH_URL: base,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}): is there a build (npm run build)?`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`${base}/api/health did not answer within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function samplePaths(base: string) {
  const company = await (await fetch(`${base}/api/v1/admin/getCompanyList?page=1&limit=1`)).json();
  const xml = await (await fetch(`${base}/sitemaps/articles-1.xml`)).text();
  const article = /<loc>https?:\/\/[^/]+(\/articles\/[^<]+)<\/loc>/.exec(xml)?.[1];
  if (!article) throw new Error('No article in /sitemaps/articles-1.xml');
  return [
    { name: 'home', path: '/' },
    { name: 'company page', path: `/indian-stocks/${(company as { data: { result: { slug: string }[] } }).data.result[0]!.slug}` },
    { name: 'article', path: article },
  ];
}

interface Timings {
  /** The first interaction's Event Timing figure (the tap). */
  first: number;
  /** The worst of the interactions after it (the search's keys), 0 when none reached the threshold. */
  later: number;
  shown: number;
}

type Action = 'search' | 'login' | 'menu';

interface EventEntry {
  /** 'event' or 'first-input' (whose name is the event's: pointerdown, keydown…). */
  type: string;
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

// Runs in the page before its own scripts, as plain JavaScript (tsx would add helpers the page lacks).
// window.__inp.entries: the Event Timing entries. window.__inp.shown(kind): resolves with the time of
// the first frame in which the interaction's response is there (a frame callback runs just before that
// frame is painted), checking at every frame.
const IN_PAGE = `(function () {
  var store = (window.__inp = { entries: [], inputs: [] });
  ['pointerdown', 'keydown'].forEach(function (type) {
    addEventListener(type, function (e) { store.inputs.push({ type: type, at: e.timeStamp }); }, true);
  });
  function keep(list) {
    list.getEntries().forEach(function (e) {
      store.entries.push({ type: e.entryType, name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId || 0 });
    });
  }
  new PerformanceObserver(keep).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  function visible(el) { return !!el && el.getBoundingClientRect().height > 0; }
  var checks = {
    search: function () {
      return Array.prototype.some.call(document.querySelectorAll('header input[role="combobox"]'), function (i) { return i.value === 'tata'; });
    },
    login: function () {
      return Array.prototype.some.call(document.querySelectorAll('dialog[open], [role="dialog"]'), function (d) {
        return (d.textContent || '').indexOf('Welcome to') !== -1 && visible(d);
      });
    },
    menu: function () {
      var b = document.querySelector('header button[aria-controls][aria-expanded="true"]');
      return visible(b && document.getElementById(b.getAttribute('aria-controls')));
    },
  };
  store.shown = function (kind) {
    return new Promise(function (resolve) {
      function frame() { if (checks[kind]()) resolve(performance.now()); else requestAnimationFrame(frame); }
      requestAnimationFrame(frame);
    });
  };
})();`;

const ACTIONS: Record<Action, (page: Page) => Promise<void>> = {
  search: async (page) => {
    await page.locator('header input[role="combobox"]:visible').tap();
    await page.keyboard.type('tata', { delay: 80 });
  },
  login: (page) => page.getByRole('banner').getByRole('button', { name: 'login', exact: true }).tap(),
  menu: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap(),
};

async function measure(browser: Browser, base: string, pagePath: string, action: Action): Promise<Timings> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([
    { name: 'accept_cookie', value: 'true', url: base },
    { name: 'accept_banner_cookie', value: 'true', url: base },
  ]);
  try {
    const page = await context.newPage();
    await page.addInitScript(IN_PAGE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(base + pagePath, { waitUntil: 'load' });
    await page.waitForTimeout(1000); // the visitor looks at the page for a second
    const before = await page.evaluate<number>('performance.now()');
    const painted = page.evaluate<number>(`window.__inp.shown(${JSON.stringify(action)})`);
    painted.catch(() => {}); // awaited below; the page may close first if the action fails
    await ACTIONS[action](page);
    const shownAt = await painted;
    await page.waitForTimeout(1500); // Event Timing entries arrive after their paint
    const entries = (await page.evaluate<EventEntry[]>('window.__inp.entries')).filter((entry) => entry.startTime >= before);
    // An interaction's figure: the longest of its entries (every event of one tap or key shares its interactionId).
    const interactions = new Map<number, number>();
    for (const entry of entries) {
      if (entry.interactionId > 0)
        interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
    // 'first-input' is reported whatever its duration: it names the first interaction.
    const firstInput = entries.find((entry) => entry.type === 'first-input');
    if (!firstInput) throw new Error(`${pagePath} ${action}: no first-input entry`);
    const first = Math.max(firstInput.duration, interactions.get(firstInput.interactionId) ?? 0);
    interactions.delete(firstInput.interactionId);
    // The input that asks for the response: the tap, or for the search the last key typed.
    const inputs = (await page.evaluate<{ type: string; at: number }[]>('window.__inp.inputs')).filter((input) => input.at >= before);
    const inputAt = action === 'search' ? inputs.filter((input) => input.type === 'keydown').at(-1)?.at : inputs[0]?.at;
    if (inputAt === undefined) throw new Error(`${pagePath} ${action}: no input seen`);
    return { first, later: Math.max(0, ...interactions.values()), shown: shownAt - inputAt };
  } finally {
    await context.close();
  }
}

// Event Timing reports no interaction under its 16 ms threshold (but the first input).
const ms = (value: number) => (value < 16 ? '<16' : String(Math.round(value)));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const server = process.env.BASE_URL ? { base: process.env.BASE_URL.replace(/\/$/, ''), stop: () => {} } : await startServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: string[][] = [];
  const worst: number[] = [];
  try {
    const pages = await samplePaths(server.base);
    // Warm the server's page cache: the figures are the browser's, not a first render's.
    for (const { path: pagePath } of pages) await fetch(server.base + pagePath);
    for (const { name, path: pagePath } of pages) {
      for (const action of Object.keys(ACTIONS) as Action[]) {
        const results: Timings[] = [];
        for (let run = 0; run < runs; run += 1) results.push(await measure(browser, server.base, pagePath, action));
        const first = results.map((result) => result.first);
        const later = results.map((result) => result.later);
        const shown = results.map((result) => result.shown);
        const row = (label: string, events: number[], shownMs: number[]) => {
          worst.push(...events, ...shownMs);
          const figures = shownMs.length ? [median(shownMs), Math.max(...shownMs)].map(ms) : ['–', '–'];
          rows.push([name, label, ms(median(events)), ms(Math.max(...events)), ...figures]);
        };
        if (action === 'search') {
          row('search: tap', first, []);
          row('search: keys', later, shown);
        } else row(action, first, shown);
        console.error(
          `${name} ${action}: first ${first.map(ms).join(' ')} · later ${later.map(ms).join(' ')} · shown ${shown.map(ms).join(' ')}`,
        );
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  const header = ['page', 'interaction', 'event median', 'event worst', 'shown median', 'shown worst'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`First interaction at ${CPU_SLOWDOWN}× CPU slowdown, phone viewport, ${runs} runs each (ms; target ≤ ${TARGET_MS})`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (Math.max(...worst) > TARGET_MS) process.stdout.write(`Over ${TARGET_MS} ms somewhere: see the rows above.\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
