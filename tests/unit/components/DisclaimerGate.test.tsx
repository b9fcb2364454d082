import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import DisclaimerGate from '@/components/DisclaimerGate';

const router = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const CHECKBOX_LABEL = 'I accept the terms and conditions.';
const dialog = () => screen.queryByRole('dialog');
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

function renderGate() {
  return render(
    <DisclaimerGate>
      <p>Page content</p>
    </DisclaimerGate>,
  );
}

beforeEach(() => {
  router.pathname = '/';
});
afterEach(() => vi.restoreAllMocks());

describe('DisclaimerGate', () => {
  it('shows the disclaimer overlay as a modal dialog when nothing was accepted', () => {
    renderGate();
    const overlay = dialog();
    expect(overlay?.getAttribute('aria-modal')).toBe('true');
    expect(overlay?.textContent).toContain('not a stock exchange, a trading platform or a marketplace');
    expect(document.activeElement).toBe(overlay);
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(banner()).toBeNull();
  });

  it('shows only the banner when accept_cookie is true', () => {
    document.cookie = 'accept_cookie=true; path=/';
    renderGate();
    expect(dialog()).toBeNull();
    expect(banner()).not.toBeNull();
  });

  it('shows neither when both cookies are true', () => {
    document.cookie = 'accept_cookie=true; path=/';
    document.cookie = 'accept_banner_cookie=true; path=/';
    renderGate();
    expect(dialog()).toBeNull();
    expect(banner()).toBeNull();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('ticking the checkbox sets accept_cookie for one day and moves to the banner', async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderGate();
    await userEvent.click(screen.getByLabelText(CHECKBOX_LABEL));
    expect(set).toHaveBeenCalledWith('accept_cookie', 'true', expect.objectContaining({ path: '/', expires: 1 }));
    expect(Cookies.get('accept_cookie')).toBe('true');
    expect(dialog()).toBeNull();
    expect(banner()).not.toBeNull();
  });

  it('unticking does nothing', async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderGate();
    const checkbox = screen.getByLabelText<HTMLInputElement>(CHECKBOX_LABEL);
    checkbox.checked = true;
    await userEvent.click(checkbox);
    expect(checkbox.checked).toBe(false);
    expect(set).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
    expect(banner()).toBeNull();
  });

  it('moves on even when the cookie cannot be written', async () => {
    vi.spyOn(Cookies, 'set').mockImplementation(() => {
      throw new Error('cookies disabled');
    });
    renderGate();
    await userEvent.click(screen.getByLabelText(CHECKBOX_LABEL));
    expect(dialog()).toBeNull();
    expect(banner()).not.toBeNull();
  });

  it('"Read more" and "Read less" expand and collapse the extra paragraphs', async () => {
    renderGate();
    const extra = screen.getByText(/Unlisted shares are illiquid/).parentElement as HTMLElement;
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(extra.hidden).toBe(true);
    expect(extra.children).toHaveLength(3);

    await userEvent.click(toggle);
    expect(toggle.textContent).toBe('Read less');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(extra.hidden).toBe(false);

    await userEvent.click(toggle);
    expect(toggle.textContent).toBe('Read more');
    expect(extra.hidden).toBe(true);
  });

  it('Accept on the banner sets accept_banner_cookie for a year and closes it', async () => {
    document.cookie = 'accept_cookie=true; path=/';
    const set = vi.spyOn(Cookies, 'set');
    renderGate();
    expect(screen.getByRole('link', { name: 'Cookies Policy' }).getAttribute('href')).toBe('/cookies-policy');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(set).toHaveBeenCalledWith('accept_banner_cookie', 'true', expect.objectContaining({ path: '/', expires: 365 }));
    expect(Cookies.get('accept_banner_cookie')).toBe('true');
    expect(banner()).toBeNull();
  });

  it('never shows the overlay on /Disclaimer', () => {
    router.pathname = '/Disclaimer';
    renderGate();
    expect(dialog()).toBeNull();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});
