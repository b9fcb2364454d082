// public/consent-1.js: the state it writes on <html> before the first paint must be the one
// lib/disclaimer.ts computes from the same cookies (the stylesheet shows the overlay or the banner by it).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

import { afterEach, describe, expect, it } from 'vitest';

import { CONSENT_SCRIPT, initialDisclaimerState } from '@/lib/disclaimer';

const source = fs.readFileSync(path.join(process.cwd(), 'public', CONSENT_SCRIPT), 'utf8');

function run(cookies: string[]) {
  for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
  document.documentElement.removeAttribute('data-consent');
  vm.runInThisContext(source);
  return document.documentElement.getAttribute('data-consent');
}

afterEach(() => document.documentElement.removeAttribute('data-consent'));

describe(CONSENT_SCRIPT, () => {
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

  it('is plain old JavaScript that runs anywhere (no modules, no arrow functions)', () => {
    expect(source).not.toMatch(/=>|\bimport\b|\bexport\b|\blet\b|\bconst\b/);
  });
});
