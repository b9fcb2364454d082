import { describe, expect, it } from 'vitest';

import { layoutForPath } from '@/lib/layoutForPath';

describe('layoutForPath', () => {
  it.each([
    ['/Cp/signin', 'cp-auth'],
    ['/Cp/signup', 'cp-auth'],
    ['/Cp/dashboard', 'partner'],
    ['/Cp/cp-profile', 'partner'],
    ['/dashboard', 'user-dashboard'],
    ['/dashboard/UserPortfolio', 'user-dashboard'],
    ['/login', 'user-auth'],
    ['/signup', 'user-auth'],
    ['/', 'public'],
    ['/indian-stocks/[indian_stocks_details]', 'public'],
    ['/Disclaimer', 'public'],
    ['/admin/login', 'operator-auth'],
    ['/admin/join/[token]', 'operator-auth'],
    ['/admin', 'operator'],
    ['/admin/orders/[id]', 'operator'],
  ])('%s uses the %s layout', (path, kind) => {
    expect(layoutForPath(path)).toEqual({ kind });
  });

  it('checks the partner sign-in paths before the wider /Cp rule', () => {
    expect(layoutForPath('/Cp/signin').kind).not.toBe('partner');
  });
});
