import { describe, expect, it } from 'vitest';

import { initialDisclaimerState, isDisclaimerExempt, nextDisclaimerState } from '@/lib/disclaimer';
import { safeNextPath } from '@/lib/safeRedirect';
import { companyPath, companySlug } from '@/lib/slug';
import { visitorKind } from '@/lib/visitor';

describe('companySlug (every non-alphanumeric character becomes "-", then lower-case)', () => {
  it.each([
    ['Acme Capital', 'acme-capital'],
    ['Rao & Sons (India) Ltd.', 'rao---sons--india--ltd-'],
    ['NSE.India', 'nse-india'],
    ['already-slug', 'already-slug'],
    ['ÄBC 1', '-bc-1'],
    ['', ''],
  ])('%j → %j', (urlName, slug) => {
    expect(companySlug(urlName)).toBe(slug);
  });

  it('builds the detail path', () => {
    expect(companyPath('Foo Bar')).toBe('/indian-stocks/foo-bar');
  });
});

describe('visitorKind (specification §4 table)', () => {
  it.each([
    [true, true, 'both'],
    [true, false, 'user'],
    [false, true, 'partner'],
    [false, false, 'anonymous'],
  ] as const)('user token %s, partner token %s → %s', (user, partner, kind) => {
    expect(visitorKind(user, partner)).toBe(kind);
  });
});

describe('disclaimer state machine', () => {
  it.each([
    ['true', 'true', 'closed'],
    ['true', undefined, 'banner'],
    ['true', 'false', 'banner'],
    [undefined, 'true', 'disclaimers'],
    ['false', 'true', 'disclaimers'],
    [undefined, undefined, 'disclaimers'],
  ] as const)('accept_cookie=%s accept_banner_cookie=%s starts %s', (accept, banner, state) => {
    expect(initialDisclaimerState(accept, banner)).toBe(state);
  });

  it('ticking moves disclaimers to banner; unticking does nothing', () => {
    expect(nextDisclaimerState('disclaimers', { type: 'tick', checked: true })).toBe('banner');
    expect(nextDisclaimerState('disclaimers', { type: 'tick', checked: false })).toBe('disclaimers');
    expect(nextDisclaimerState('banner', { type: 'tick', checked: false })).toBe('banner');
  });

  it('ticking skips the banner for a visitor who already accepted it', () => {
    expect(nextDisclaimerState('disclaimers', { type: 'tick', checked: true, bannerAccepted: true })).toBe('closed');
  });

  it('accepting the banner closes it, and only from banner', () => {
    expect(nextDisclaimerState('banner', { type: 'acceptBanner' })).toBe('closed');
    expect(nextDisclaimerState('disclaimers', { type: 'acceptBanner' })).toBe('disclaimers');
  });

  it('is never shown on /Disclaimer', () => {
    expect(isDisclaimerExempt('/Disclaimer')).toBe(true);
    expect(isDisclaimerExempt('/disclaimers')).toBe(false);
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/dashboard/UserPortfolio?tab=1', '/dashboard/UserPortfolio?tab=1'],
    ['/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['dashboard', '/'],
    ['/a\nb', '/'],
    [undefined, '/'],
    [['/a'], '/'],
    ['/dashboard/../Cp/clients', '/Cp/clients'],
    ['/a/./b?x=1#top', '/a/b?x=1#top'],
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
  ])('%j → %j', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  // Payloads that were followed to another site: each normalises to "//host", so each stays here.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    '/\t/evil.example',
    '/a/..//evil.example',
    '/x/../..//evil.example/path?q=1',
    '/\\evil.example',
  ])('%j stays on this site', (payload) => {
    const path = safeNextPath(payload, '/home');
    expect(path).toBe('/home');
    expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
  });

  it('uses the fallback given', () => {
    expect(safeNextPath('//x', '/dashboard')).toBe('/dashboard');
  });
});
