import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, securityHeaders, settingsFromEnv } from '@/lib/securityHeaders';

/** The policy as { directive: [values] }. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

const header = (list: { key: string; value: string }[], key: string) => list.find((h) => h.key === key)?.value;

describe('contentSecurityPolicy', () => {
  it('allows scripts only from our own origin: no inline script, no eval, in a production build', () => {
    const csp = directives(contentSecurityPolicy({ nodeEnv: 'production', appEnv: 'production' }));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    for (const values of Object.values(csp)) {
      expect(values).not.toContain("'unsafe-eval'");
      expect(values.join(' ')).not.toContain('*');
    }
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it("adds 'unsafe-eval' to script-src under next dev only", () => {
    expect(directives(contentSecurityPolicy({ nodeEnv: 'development' }))['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directives(contentSecurityPolicy({ nodeEnv: 'production' }))['script-src']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ nodeEnv: 'test' }))['script-src']).toEqual(["'self'"]);
  });

  it('lets forms post (and be redirected) to our origin and the Google issuer', () => {
    const prod = directives(contentSecurityPolicy({ appEnv: 'production' }));
    expect(prod['form-action']).toEqual(["'self'", 'https://accounts.google.com']);
    const custom = directives(contentSecurityPolicy({ appEnv: 'production', googleIssuer: 'https://login.example.com/realms/x' }));
    expect(custom['form-action']).toEqual(["'self'", 'https://login.example.com']);
    // Outside production builds a local OpenID provider on any loopback port is allowed too.
    const test = directives(contentSecurityPolicy({ appEnv: 'test', googleIssuer: 'http://127.0.0.1:3527' }));
    expect(test['form-action']).toEqual(["'self'", 'http://127.0.0.1:3527', 'http://127.0.0.1:*', 'http://localhost:*']);
  });

  it('lets the browser call an external API host when NEXT_PUBLIC_API_BASE_URL names one', () => {
    expect(directives(contentSecurityPolicy({ apiBaseUrl: 'https://api.example.com/api' }))['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
    ]);
    expect(directives(contentSecurityPolicy({ apiBaseUrl: '/api' }))['connect-src']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ apiBaseUrl: 'javascript:alert(1)' }))['connect-src']).toEqual(["'self'"]);
  });

  it('keeps inline styles, data/blob/https images and the webcast video hosts', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp['frame-src']).toContain('https://www.youtube-nocookie.com');
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, a strict referrer policy, a permissions policy and no HSTS outside production', () => {
    const list = securityHeaders({ appEnv: 'development' });
    expect(header(list, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(list, 'X-Frame-Options')).toBe('DENY');
    expect(header(list, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(list, 'Permissions-Policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(header(list, 'Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(header(list, 'Strict-Transport-Security')).toBeUndefined();
  });

  it('adds HSTS when APP_ENV=production', () => {
    expect(header(securityHeaders({ appEnv: 'production' }), 'Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains/);
  });

  it('reads its settings from the environment', () => {
    expect(
      settingsFromEnv({
        APP_ENV: 'production',
        NODE_ENV: 'production',
        NEXT_PUBLIC_API_BASE_URL: 'https://a.example',
        GOOGLE_ISSUER: 'https://g.example',
      }),
    ).toEqual({ appEnv: 'production', nodeEnv: 'production', apiBaseUrl: 'https://a.example', googleIssuer: 'https://g.example' });
  });

  it('every header value is a single line (a newline would split the response)', () => {
    for (const { value } of securityHeaders({ appEnv: 'production', googleIssuer: 'https://g.example' }))
      expect(value).not.toMatch(/[\r\n]/);
  });
});

describe('pageScriptsFrom (hashes of the inline script a Turbopack build writes in each page)', () => {
  // Next's own code that writes the script, so a change in Next's format fails here, not in browsers.
  const nextBootstrap = async (params: Record<string, unknown>, global: string, page: string) => {
    const { getTurbopackChunkGroupBootstrap } = await import('next/dist/server/get-page-files');
    const { htmlEscapeJsonString } = (await import('next/dist/shared/lib/htmlescape')) as { htmlEscapeJsonString: (s: string) => string };
    return htmlEscapeJsonString(getTurbopackChunkGroupBootstrap(params as never, global, ['/_app', page])!);
  };
  const sha = async (text: string) => `sha256-${(await import('node:crypto')).createHash('sha256').update(text).digest('base64')}`;

  const params = {
    '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1] },
    '/': { otherChunks: ['static/chunks/home.js', 'static/chunks/a&b<c>.css'], runtimeModuleIds: [2] },
    '/indian-stocks/[slug]': { otherChunks: ['static/chunks/company.js'], runtimeModuleIds: [3] },
    '/404': { otherChunks: ['static/chunks/404.js'], runtimeModuleIds: [4] },
    '/_error': { otherChunks: ['static/chunks/error.js'], runtimeModuleIds: [5] },
  };
  const routes = {
    staticRoutes: [
      { page: '/', regex: '^/(?:/)?$' },
      { page: '/404', regex: '^/404(?:/)?$' },
    ],
    dynamicRoutes: [
      { page: '/api/v1/x/[id]', regex: '^/api/v1/x/([^/]+?)(?:/)?$' },
      { page: '/indian-stocks/[slug]', regex: '^/indian-stocks/([^/]+?)(?:/)?$' },
    ],
  };

  it("gives each path its page's hash (as Next writes the script) plus the error pages'", async () => {
    const { pageScriptsFrom } = await import('@/lib/server/pageScripts');
    const scripts = pageScriptsFrom({ pagesChunkGroupBootstrapParams: params, chunkLoadingGlobal: 'TURBOPACK' }, routes);
    const [home, company, notFound, error] = await Promise.all(
      ['/', '/indian-stocks/[slug]', '/404', '/_error'].map(async (page) => sha(await nextBootstrap(params, 'TURBOPACK', page))),
    );
    expect(scripts.hashesFor('/')).toEqual([home, notFound, error]);
    expect(scripts.hashesFor('/indian-stocks/acme-ltd')).toEqual([company, notFound, error]);
    expect(scripts.hashesFor('/no/such/page')).toEqual([notFound, error]);
    expect(scripts.hashesFor('/api/v1/x/1')).toEqual([notFound, error]);
  });

  it('gives none for a build that inlines nothing (webpack, next dev)', async () => {
    const { pageScriptsFrom } = await import('@/lib/server/pageScripts');
    expect(pageScriptsFrom({}, routes).hashesFor('/')).toEqual([]);
  });

  it('puts the hashes in script-src', () => {
    const csp = directives(contentSecurityPolicy({ scriptHashes: ['sha256-abc='] }));
    expect(csp['script-src']).toEqual(["'self'", "'sha256-abc='"]);
  });
});
