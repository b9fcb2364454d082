import { describe, expect, it } from 'vitest';

import { layoutForPath } from '@/lib/layoutForPath';

describe('layoutForPath', () => {
  it.each([
    ['/Cp/signin', 'cp-auth', true, false],
    ['/Cp/signup', 'cp-auth', true, false],
    ['/Cp/dashboard', 'partner', false, true],
    ['/Cp/cp-profile', 'partner', false, true],
    ['/dashboard', 'user-dashboard', false, true],
    ['/dashboard/UserPortfolio', 'user-dashboard', false, true],
    ['/login', 'user-auth', true, true],
    ['/signup', 'user-auth', true, true],
    ['/', 'public', true, true],
    ['/indian-stocks/[indian_stocks_details]', 'public', true, true],
    ['/Disclaimer', 'public', true, true],
  ])('%s uses the %s layout', (path, kind, googleProvider, disclaimerGate) => {
    expect(layoutForPath(path)).toEqual({ kind, googleProvider, disclaimerGate });
  });

  it('checks the partner sign-in paths before the wider /Cp rule', () => {
    expect(layoutForPath('/Cp/signin').kind).not.toBe('partner');
  });
});
