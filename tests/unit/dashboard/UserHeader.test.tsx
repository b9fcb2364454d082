import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import UserHeader from '@/components/dashboard/UserHeader';
import { brand } from '@/lib/brand';
import type { UserDetail } from '@/lib/hooks/useUserDetail';
import type * as Clients from '@/lib/api/clients';

const mocks = vi.hoisted(() => ({ request: vi.fn(), logout: vi.fn(), router: { pathname: '/dashboard' } }));
vi.mock('next/router', () => ({ useRouter: () => mocks.router }));
vi.mock('@/lib/api/clients', async (original) => ({
  ...(await original<typeof Clients>()),
  userApi: { request: mocks.request },
  cpApi: { request: vi.fn() },
}));
vi.mock('@/lib/logout', () => ({ logout: mocks.logout }));
vi.mock('@/components/search/CompanySearchBox', () => ({
  default: ({ variant, placeholder }: { variant: string; placeholder?: string }) => (
    <input aria-label="Company search" data-variant={variant} placeholder={placeholder} />
  ),
}));

const asha: UserDetail = {
  id: 3,
  fullName: 'Asha Verma',
  profileImage: 'https://images.example/asha.jpg',
  userUniqueCode: 'PBU7K2M9Q',
  email: 'asha@example.com',
  phone: '9876543210',
};

// happy-dom reports every image as broken (naturalWidth 0); pretend they loaded unless a test says otherwise.
const naturalWidth = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get');
const preventNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  naturalWidth.mockReturnValue(64);
  mocks.request.mockReset().mockRejectedValue(new Error('offline'));
  mocks.logout.mockReset().mockResolvedValue(undefined);
  document.addEventListener('click', preventNavigation);
});
afterEach(() => document.removeEventListener('click', preventNavigation));

const accountButton = () => screen.getByRole('button', { name: /^Account menu/ });
const avatar = () => accountButton().querySelector('img')!;

async function flush() {
  await act(async () => {});
}

describe('UserHeader', () => {
  it('shows "User Name" and the default avatar when the detail is missing', async () => {
    render(<UserHeader />);
    await flush();
    expect(accountButton().textContent).toContain('User Name');
    expect(avatar().getAttribute('src')).toBe(brand.defaultAvatar);
    expect(mocks.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: 'dashBoard/overview/userDetail' }));
  });

  it('shows the name from the detail call (first item of data.data)', async () => {
    mocks.request.mockResolvedValue({ data: { success: true, message: '', data: [asha] } });
    render(<UserHeader />);
    expect(await screen.findByRole('button', { name: /Asha Verma/ })).toBeInTheDocument();
  });

  it('keeps the server copy when the detail call fails', async () => {
    render(<UserHeader initialUser={asha} />);
    await flush();
    expect(accountButton().textContent).toContain('Asha Verma');
  });

  it('swaps a broken profile image for the default avatar, once', async () => {
    render(<UserHeader initialUser={asha} />);
    expect(avatar().getAttribute('src')).toBe(asha.profileImage);
    fireEvent.error(avatar());
    expect(avatar().getAttribute('src')).toBe(brand.defaultAvatar);
    fireEvent.error(avatar());
    expect(avatar().getAttribute('src')).toBe(brand.defaultAvatar);
  });

  it('swaps an image that broke before hydration', () => {
    naturalWidth.mockReturnValue(0);
    render(<UserHeader initialUser={asha} />);
    expect(avatar().getAttribute('src')).toBe(brand.defaultAvatar);
  });

  it('passes the user variant and placeholder to the search box', () => {
    render(<UserHeader />);
    const search = screen.getByRole('textbox', { name: 'Company search' });
    expect(search.getAttribute('data-variant')).toBe('user');
    expect(search.getAttribute('placeholder')).toBe('Search For Unlisted Company...');
  });

  it('opens the profile menu with the code under Profile, and logs out', async () => {
    render(<UserHeader initialUser={asha} />);
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(accountButton());
    expect(accountButton().getAttribute('aria-expanded')).toBe('true');
    const profile = screen.getByRole('link', { name: /Profile/ });
    expect(profile.getAttribute('href')).toBe('/dashboard/profile');
    expect(profile.textContent).toContain('PBU7K2M9Q');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(mocks.logout).toHaveBeenCalledTimes(1);
  });

  it('closes the profile menu with Escape and returns focus to its button', async () => {
    render(<UserHeader initialUser={asha} />);
    await userEvent.click(accountButton());
    await userEvent.keyboard('{Escape}');
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /Profile/ })).toBeNull();
    expect(document.activeElement).toBe(accountButton());
  });

  it('shows the unread count on the bell and opens the notifications panel', async () => {
    let unread = 3;
    mocks.request.mockImplementation(({ url }: { url: string }) =>
      url === 'notifications'
        ? Promise.resolve({ data: { success: true, message: '', data: { result: [], total: 0, page: 1, unread } } })
        : Promise.reject(new Error('offline')),
    );
    render(<UserHeader />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.textContent).toBe('3');
    expect(mocks.request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', url: 'notifications', params: { folder: 'unread', page: '1' } }),
    );
    await userEvent.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    // Counted again when the panel closes.
    unread = 0;
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBe(bell);
    expect(bell.textContent).toBe('');
  });

  it('shows no count while the count is unknown', async () => {
    render(<UserHeader />);
    await flush();
    expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toBe('');
  });
});

describe('UserHeader mobile drawer', () => {
  const hamburger = () => screen.getByRole('button', { name: 'Open menu' });
  const drawer = () => screen.queryByRole('dialog', { name: 'Dashboard menu' });

  it('opens from the hamburger and closes when an item is chosen', async () => {
    render(<UserHeader />);
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');
    expect(drawer()).toBeNull();
    await userEvent.click(hamburger());
    expect(hamburger().getAttribute('aria-expanded')).toBe('true');
    expect(hamburger().getAttribute('aria-controls')).toBe(drawer()!.id);
    await userEvent.click(within(drawer()!).getByRole('link', { name: 'Portfolio' }));
    expect(drawer()).toBeNull();
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(hamburger());
  });

  it('closes with Escape, the close button and a backdrop click', async () => {
    render(<UserHeader />);
    await userEvent.click(hamburger());
    await userEvent.keyboard('{Escape}');
    expect(drawer()).toBeNull();
    await userEvent.click(hamburger());
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(drawer()).toBeNull();
    await userEvent.click(hamburger());
    fireEvent.click(drawer()!);
    expect(drawer()).toBeNull();
  });

  it('moves focus inside and keeps Tab inside while open', async () => {
    render(<UserHeader />);
    await userEvent.click(hamburger());
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(drawer());
    // The last control: the account's Logout, under the navigation (a phone's bar has no avatar).
    const logout = within(drawer()!).getByRole('button', { name: 'Logout' });
    logout.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(logout);
  });

  it('holds the account menu’s items under the navigation, and closes when Profile is chosen', async () => {
    render(<UserHeader initialUser={asha} />);
    await userEvent.click(hamburger());
    const account = within(drawer()!).getByRole('region', { name: 'Your account' });
    expect(account.textContent).toContain('Asha Verma');
    const profile = within(account).getByRole('link', { name: /Profile/ });
    expect(profile.getAttribute('href')).toBe('/dashboard/profile');
    expect(profile.textContent).toContain('PBU7K2M9Q');
    await userEvent.click(profile);
    expect(drawer()).toBeNull();
  });
});

describe('UserHeader search on a phone', () => {
  const toggle = () => screen.getByRole('button', { name: /^(Search companies|Close search)$/ });

  it('opens the search box from its button, focused, and closes it with Escape back on the button', async () => {
    render(<UserHeader />);
    const search = screen.getByRole('textbox', { name: 'Company search' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe(search.parentElement!.id);
    expect(search.parentElement!.className).toMatch(/(^| )hidden /);
    await userEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().textContent).toBe('Close search');
    expect(search.parentElement!.className).not.toMatch(/(^| )hidden /);
    expect(document.activeElement).toBe(search);
    await userEvent.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });
});
