// Security headers and the Content-Security-Policy in a real browser, and cross-site requests refused.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { acceptDisclaimer, bootPage, buildInvestor, expect, test, uniqueContact } from './fixtures';
import { AUTH_ROUTES, detailRoutes, PUBLIC_ROUTES } from './routes';

const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/** Records every CSP violation the page reports, as events and as console messages. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...violations, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

test.describe('Content-Security-Policy', () => {
  test('no public page breaks the policy, and every page runs its scripts', async ({ page, context, baseURL, request }) => {
    test.setTimeout(180_000);
    await acceptDisclaimer(context, baseURL!);
    const violations = await watchCsp(page);
    const details = await detailRoutes(request);
    const paths = [...PUBLIC_ROUTES, ...AUTH_ROUTES, details.company, details.startup, details.article];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
      // Next's client only starts when its scripts (including the inline bootstrap) were allowed. A
      // public page starts them at the visitor's first interaction (lib/lazyBoot.ts).
      await bootPage(page);
      await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router), undefined, {
        timeout: 15_000,
      });
      expect(await violations(), path).toEqual([]);
    }
  });

  test('an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/about');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    // Reported once as an event and once on the console, both naming script-src.
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    for (const violation of await violations()) expect(violation).toContain('script-src');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test('signed-in pages keep to the policy too', async ({ page, context, baseURL }) => {
    await acceptDisclaimer(context, baseURL!);
    const violations = await watchCsp(page);
    const account = buildInvestor();
    expect((await page.request.post('/api/v1/user/auth/register', { data: account })).status()).toBe(201);
    for (const path of ['/dashboard', '/dashboard/UserWatchlist', '/dashboard/profile']) {
      await page.goto(path);
      await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
      expect(await violations(), path).toEqual([]);
    }
  });
});

test.describe('security headers', () => {
  const expectHeaders = (headers: Record<string, string>, what: string) => {
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, what).toContain("default-src 'self'");
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(csp, what).toContain("object-src 'none'");
    expect(/script-src [^;]*/.exec(csp)?.[0], what).not.toMatch(/unsafe-(inline|eval)/);
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], what).toContain('camera=()');
    // The e2e server runs with APP_ENV=test: no HSTS (it would pin plain-HTTP localhost to HTTPS).
    expect(headers['strict-transport-security'], what).toBeUndefined();
  };

  test('a page, an API answer, a static file and a build asset all carry them', async ({ request }) => {
    const page = await request.get('/');
    expectHeaders(page.headers(), 'page');
    const api = await request.get('/api/health');
    expectHeaders(api.headers(), 'api');
    const notFoundApi = await request.post('/api/v1/no/such/thing');
    expectHeaders(notFoundApi.headers(), 'api 404');
    const file = await request.get('/favicon.ico');
    expect(file.status()).toBe(200);
    expectHeaders(file.headers(), 'static file');
    const asset = /\/_next\/static\/[^"]+\.js/.exec(await page.text())?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.status()).toBe(200);
    expectHeaders(assetResponse.headers(), 'build asset');
  });
});

test.describe('security headers at run time', () => {
  // The same build, started again with APP_ENV=production (it was built without): the headers must be
  // the running server's, on every kind of answer, not the build's.
  test('a production start of a build made without APP_ENV=production sends HSTS and upgrade-insecure-requests everywhere', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const port = Number(process.env.E2E_PORT ?? 3100) + 40;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-production-headers-'));
    const origin = `http://127.0.0.1:${String(port)}`;
    const server = spawn('npm', ['start', '--', '-H', '127.0.0.1', '-p', String(port)], {
      env: {
        ...process.env,
        APP_ENV: 'production',
        NEXT_PUBLIC_SITE_URL: origin,
        PGLITE_DIR: path.join(folder, 'pglite'),
        SEED_ON_START: 'false',
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
      detached: true,
    });
    try {
      await expect
        .poll(async () => (await request.get(`${origin}/api/health`).catch(() => null))?.status(), { timeout: 150_000, intervals: [500] })
        .toBe(200);
      for (const path of ['/', '/indian-stocks', '/about', '/api/health', '/favicon.ico']) {
        const headers = (await request.get(`${origin}${path}`, { maxRedirects: 0 })).headers();
        expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d+/);
        expect(headers['content-security-policy'], path).toContain('upgrade-insecure-requests');
        expect(headers['x-frame-options'], path).toBe('DENY');
      }
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

test.describe('cross-site requests', () => {
  const EVIL = 'http://evil.test';

  /** Serves `html` as a page of another site (Playwright answers it; no DNS needed). */
  async function evilPage(page: Page, html: string) {
    await page.route(`${EVIL}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.goto(`${EVIL}/`);
  }

  test("another site's fetch with credentials is refused and changes nothing", async ({ page, request, baseURL }) => {
    // A page on another origin (another port of this machine, so Chrome's private-network rules,
    // which would stop a public site's request to 127.0.0.1 before it leaves, do not apply).
    const { email } = uniqueContact();
    const evil = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>Evil</title><script>
        fetch(${JSON.stringify(`${baseURL}/api/v1/common/newsletter/add`)}, {
          method: 'POST', credentials: 'include', headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ email: ${JSON.stringify(email)} }),
        }).then(() => { document.title = 'sent'; }, () => { document.title = 'blocked'; });
      </script>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    const evilOrigin = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
    try {
      const sent = page.waitForRequest(`${baseURL}/api/v1/common/newsletter/add`);
      await page.goto(`${evilOrigin}/`);
      await sent;
      // The answer (a 403 without CORS headers) is unreadable to the page; its fetch fails.
      await expect(page).toHaveTitle('blocked');
    } finally {
      evil.close();
    }
    // And the server refused it: the address was not subscribed.
    const own = await request.post('/api/v1/common/newsletter/add', { data: { email } });
    expect(own.status(), await own.text()).toBe(201);
  });

  test("another site's form POST subscribes no one", async ({ page, request, baseURL }) => {
    const { email } = uniqueContact();
    await evilPage(
      page,
      `<!doctype html><title>Win a prize</title>
       <form method="post" action="${baseURL}/api/v1/common/newsletter/add">
         <input name="email" value="${email}"><button>Claim</button>
       </form>`,
    );
    const [response] = await Promise.all([
      page.waitForResponse(`${baseURL}/api/v1/common/newsletter/add`),
      page.getByRole('button', { name: 'Claim' }).click(),
    ]);
    expect(response.status()).toBe(403);
    await expect(page.locator('body')).toContainText(CROSS_SITE_MESSAGE);
    // The address was not subscribed: subscribing it from the site itself succeeds as new.
    const own = await request.post('/api/v1/common/newsletter/add', { data: { email } });
    expect(own.status(), await own.text()).toBe(201);
  });

  test('the site itself still posts from the browser (same origin)', async ({ page, context, baseURL }) => {
    await acceptDisclaimer(context, baseURL!);
    await page.goto('/contact-us');
    const status = await page.evaluate(async (email) => {
      const response = await fetch('/api/v1/common/newsletter/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return response.status;
    }, uniqueContact().email);
    expect(status).toBe(201);
  });
});
