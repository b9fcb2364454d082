import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { VisitorProvider } from '@/components/providers/VisitorProvider';
import PublicHeader from '@/components/public/PublicHeader';
import { userApi } from '@/lib/api/clients';
import type { VisitorKind } from '@/lib/visitor';

vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/articles', push: vi.fn() }) }));
const { logout } = vi.hoisted(() => ({ logout: vi.fn() }));
vi.mock('@/lib/logout', () => ({ logout }));

const cart = (items: number) =>
  ({ data: { success: true, message: 'ok', data: { result: Array.from({ length: items }, (_, id) => ({ id })) } } }) as AxiosResponse;

/** As the browser would: the readable signedInAs hint cookie set beside the HttpOnly token. */
function signInAs(kind: VisitorKind) {
  if (kind === 'user' || kind === 'partner') document.cookie = `signedInAs=${kind}; path=/`;
}

function renderHeader(kind: VisitorKind) {
  signInAs(kind);
  return render(
    <VisitorProvider>
      <PublicHeader />
      <main id="main-content" />
    </VisitorProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  logout.mockClear();
});

describe('PublicHeader', () => {
  it('puts "Skip to content" first and shows login and "Be Our Partner" to anonymous visitors', async () => {
    const get = vi.spyOn(userApi, 'request');
    renderHeader('anonymous');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Skip to content');
    expect(document.activeElement?.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('button', { name: 'login' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Be Our Partner' })[0]?.getAttribute('href')).toBe('/Cp/signup');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('loads the cart count for a signed-in user and offers Dashboard and Logout in the profile menu', async () => {
    const get = vi.spyOn(userApi, 'request').mockResolvedValue(cart(3));
    renderHeader('user');
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', url: 'checkOut/getDetails', params: { page: '1', limit: '10' } }),
    );
    expect(screen.queryByRole('button', { name: 'login' })).toBeNull();

    const profile = screen.getByRole('button', { name: 'Profile menu' });
    expect(profile.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(profile);
    expect(profile.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(profile.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('sends partners to the partner dashboard and never loads a cart', () => {
    const get = vi.spyOn(userApi, 'request');
    renderHeader('partner');
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]?.getAttribute('href')).toBe('/Cp/dashboard');
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('opens and closes the mobile menu with the hamburger', async () => {
    renderHeader('anonymous');
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(hamburger.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.hidden).toBe(true);
    await userEvent.click(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page');
    await userEvent.keyboard('{Escape}');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(hamburger);
  });
});
