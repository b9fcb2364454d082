import { describe, expect, it } from 'vitest';

import { BOOT_SCRIPT_HASH } from '@/lib/bootScript';
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
  it('allows scripts only from our own origin and the one inline script by its hash: no other inline script, no eval, in a production build', () => {
    const csp = directives(contentSecurityPolicy({ nodeEnv: 'production', appEnv: 'production' }));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", BOOT_SCRIPT_HASH]);
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
    expect(directives(contentSecurityPolicy({ nodeEnv: 'development' }))['script-src']).toEqual([
      "'self'",
      BOOT_SCRIPT_HASH,
      "'unsafe-eval'",
    ]);
    expect(directives(contentSecurityPolicy({ nodeEnv: 'production' }))['script-src']).toEqual(["'self'", BOOT_SCRIPT_HASH]);
    expect(directives(contentSecurityPolicy({ nodeEnv: 'test' }))['script-src']).toEqual(["'self'", BOOT_SCRIPT_HASH]);
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
