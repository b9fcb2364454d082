// lib/bootScript.ts: the inline script in <head>. Before the first paint it writes on <html> the
// disclaimer state lib/disclaimer.ts computes from the same cookies; the CSP allows it by its hash.
import crypto from 'node:crypto';
import vm from 'node:vm';

import { afterEach, describe, expect, it } from 'vitest';

import { BOOT_SCRIPT, BOOT_SCRIPT_HASH } from '@/lib/bootScript';
import { initialDisclaimerState } from '@/lib/disclaimer';

function run(cookies: string[]) {
  for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
  document.documentElement.removeAttribute('data-consent');
  vm.runInThisContext(BOOT_SCRIPT);
  return document.documentElement.getAttribute('data-consent');
}

afterEach(() => {
  document.documentElement.removeAttribute('data-consent');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

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
    expect(run(cookies)).toBe(initialDisclaimerState(accept, acceptBanner));
  });

  it('does not take a cookie whose name only ends in accept_cookie', () => {
    expect(run(['xaccept_cookie=true', 'my_accept_banner_cookie=true'])).toBe('disclaimers');
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
});
