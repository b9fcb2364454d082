import { describe, expect, it } from 'vitest';

import { investorNav, isActiveNav, partnerNav, sectionItems } from '@/lib/navigation';

describe('isActiveNav', () => {
  it.each([
    ['/dashboard', '/dashboard', true],
    ['/dashboard', '/dashboard/UserPortfolio', false],
    ['/dashboard', '/dashboard/profile', false],
    ['/dashboard/UserPortfolio', '/dashboard/UserPortfolio', true],
    ['/dashboard/UserPortfolio', '/dashboard', false],
    ['/dashboard/sell', '/dashboard/sell/confirm', true],
    ['/dashboard/sell', '/dashboard/seller', false],
    ['/dashboard/articles', '/articles', false],
    ['/Cp/dashboard', '/Cp/dashboard', true],
    ['/Cp/dashboard', '/Cp/clients', false],
    ['/Cp/clients', '/Cp/clients/42', true],
    ['/Cp/research_report', '/Cp/support', false],
    ['/', '/', true],
    ['/', '/dashboard', false],
    ['/', '/Cp/dashboard', false],
  ])('item %s on %s → %s', (href, pathname, expected) => {
    expect(isActiveNav(href, pathname)).toBe(expected);
  });

  it('marks exactly one investor item on every investor route', () => {
    for (const item of investorNav.filter((entry) => entry.href !== '/')) {
      expect(investorNav.filter((entry) => isActiveNav(entry.href, item.href)).map((entry) => entry.label)).toEqual([item.label]);
    }
  });
});

describe('navigation lists', () => {
  it('lists the specification routes in order', () => {
    expect(investorNav.map((item) => item.href)).toEqual([
      '/dashboard',
      '/dashboard/kyc',
      '/dashboard/UserPortfolio',
      '/dashboard/UserWatchlist',
      '/dashboard/cart',
      '/dashboard/transactions',
      '/dashboard/sell',
      '/dashboard/reports',
      '/dashboard/UserSupport',
      '/dashboard/articles',
      '/dashboard/UserKnowledgebase',
      '/dashboard/proposals',
      '/dashboard/screens',
      '/',
    ]);
    expect(partnerNav.map((item) => item.href)).toEqual([
      '/Cp/dashboard',
      '/Cp/sharelist',
      '/Cp/clients',
      '/Cp/assets',
      '/Cp/research_report',
      '/Cp/support',
      '/Cp/articles',
      '/Cp/knowledge',
      '/Cp/proposals',
      '/Cp/commissions',
      '/Cp/screens',
      '/',
    ]);
  });

  it('leaves the overview and the way home out of the quick links', () => {
    const hrefs = sectionItems(partnerNav).map((item) => item.href);
    expect(hrefs).not.toContain('/Cp/dashboard');
    expect(hrefs).not.toContain('/');
    expect(hrefs).toHaveLength(partnerNav.length - 2);
  });
});
