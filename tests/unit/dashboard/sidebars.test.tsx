import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import PartnerSidebar from '@/components/cp/PartnerSidebar';
import UserSidebar from '@/components/dashboard/UserSidebar';
import { brand } from '@/lib/brand';

const router = vi.hoisted(() => ({ pathname: '/dashboard' }));
vi.mock('next/router', () => ({ useRouter: () => router }));

function currentLabels() {
  return Array.from(document.querySelectorAll('[aria-current="page"]')).map((link) => link.textContent);
}

describe('UserSidebar', () => {
  it.each([
    ['/dashboard', 'Overview'],
    ['/dashboard/UserPortfolio', 'Portfolio'],
    ['/dashboard/UserWatchlist', 'Watch List'],
    ['/dashboard/sell', 'Sell shares'],
    ['/dashboard/UserKnowledgebase', 'Knowledge Base'],
  ])('on %s marks only %s as the current page', (pathname, label) => {
    router.pathname = pathname;
    render(<UserSidebar />);
    expect(currentLabels()).toEqual([label]);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  });

  it('marks nothing on the profile page, which is not in the sidebar', () => {
    router.pathname = '/dashboard/profile';
    render(<UserSidebar />);
    expect(currentLabels()).toEqual([]);
  });

  it('links the logo and Back to Home to the site home', () => {
    router.pathname = '/dashboard';
    render(<UserSidebar />);
    expect(screen.getByRole('link', { name: `${brand.name} home` }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('PartnerSidebar', () => {
  it.each([
    ['/Cp/dashboard', 'Overview'],
    ['/Cp/research_report', 'Reports'],
    ['/Cp/knowledge', 'Knowledge Base'],
  ])('on %s marks only %s as the current page', (pathname, label) => {
    router.pathname = pathname;
    render(<PartnerSidebar />);
    expect(currentLabels()).toEqual([label]);
  });

  it('links each partner item to its /Cp route', () => {
    router.pathname = '/Cp/dashboard';
    render(<PartnerSidebar />);
    expect(screen.getByRole('link', { name: 'Share List' }).getAttribute('href')).toBe('/Cp/sharelist');
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/Cp/research_report');
  });
});
