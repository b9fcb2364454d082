import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import PartnerHeader from '@/components/cp/PartnerHeader';
import { brand } from '@/lib/brand';
import type { PartnerProfile } from '@/lib/hooks/usePartnerProfile';
import type * as Clients from '@/lib/api/clients';

const mocks = vi.hoisted(() => ({ request: vi.fn(), router: { pathname: '/Cp/dashboard' } }));
vi.mock('next/router', () => ({ useRouter: () => mocks.router }));
vi.mock('@/lib/api/clients', async (original) => ({
  ...(await original<typeof Clients>()),
  userApi: { request: vi.fn() },
  cpApi: { request: mocks.request },
}));
vi.mock('@/lib/logout', () => ({ logout: vi.fn() }));
vi.mock('@/components/search/CompanySearchBox', () => ({
  default: ({ variant, placeholder }: { variant: string; placeholder?: string }) => (
    <input aria-label="Company search" data-variant={variant} placeholder={placeholder} />
  ),
}));

const rohan: PartnerProfile = {
  id: 7,
  fullName: 'Rohan Mehta',
  profileImage: null,
  partnershipCode: 'CP4X9T2B',
  email: 'rohan@example.com',
  phone: '9123456780',
  firm: 'Mehta Wealth',
  city: 'Pune',
};

const accountButton = () => screen.getByRole('button', { name: /^Account menu/ });

beforeEach(() => {
  mocks.request.mockReset();
});

describe('PartnerHeader', () => {
  it('shows the partnership code from profile/get in the Profile link', async () => {
    mocks.request.mockResolvedValue({ data: { success: true, message: '', data: [rohan] } });
    render(<PartnerHeader />);
    expect(await screen.findByRole('button', { name: /Rohan Mehta/ })).toBeInTheDocument();
    expect(mocks.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: 'profile/get' }));
    await userEvent.click(accountButton());
    const profile = screen.getByRole('link', { name: /Profile/ });
    expect(profile.getAttribute('href')).toBe('/Cp/cp-profile');
    expect(profile.textContent).toContain('CP4X9T2B');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('uses the default avatar when the profile has no image and ignores a failed fetch', async () => {
    mocks.request.mockRejectedValue(new Error('401'));
    render(<PartnerHeader initialPartner={rohan} />);
    await act(async () => {});
    expect(accountButton().textContent).toContain('Rohan Mehta');
    expect(accountButton().querySelector('img')!.getAttribute('src')).toBe(brand.defaultAvatar);
  });

  it('passes the partner variant and placeholder to the search box', () => {
    mocks.request.mockRejectedValue(new Error('401'));
    render(<PartnerHeader />);
    const search = screen.getByRole('textbox', { name: 'Company search' });
    expect(search.getAttribute('data-variant')).toBe('partner');
    expect(search.getAttribute('placeholder')).toBe('Search for unlisted companies');
  });

  it('opens a drawer with the partner items', async () => {
    mocks.request.mockRejectedValue(new Error('401'));
    render(<PartnerHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Partner dashboard menu' });
    expect(drawer.querySelector('a[href="/Cp/research_report"]')?.textContent).toBe('Reports');
  });
});
