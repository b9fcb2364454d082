import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import SessionStatus from '@/components/auth/SessionStatus';

const session = vi.hoisted((): { current: { data: unknown; status: string } } => ({ current: { data: null, status: 'loading' } }));
const signOut = vi.hoisted(() => vi.fn(async () => undefined));
const router = vi.hoisted((): { query: Record<string, unknown> } => ({ query: {} }));

vi.mock('next-auth/react', () => ({ useSession: () => session.current, signOut }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const statusBox = () => screen.getByTestId('session-status');

describe('SessionStatus', () => {
  beforeEach(() => {
    router.query = {};
    signOut.mockClear();
  });

  it('shows nothing while the session loads', () => {
    session.current = { data: undefined, status: 'loading' };
    render(<SessionStatus />);
    expect(statusBox().getAttribute('data-status')).toBe('loading');
    expect(statusBox().hidden).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing without a session', () => {
    session.current = { data: null, status: 'unauthenticated' };
    render(<SessionStatus />);
    expect(statusBox().getAttribute('data-status')).toBe('unauthenticated');
    expect(statusBox().hidden).toBe(true);
    expect(screen.queryByText(/Continue as/)).toBeNull();
  });

  it('offers to continue as the Google account, keeping a safe ?next=', async () => {
    session.current = { data: { user: { email: 'meera@example.test', name: 'Meera' }, expires: '2999-01-01' }, status: 'authenticated' };
    router.query = { next: '/dashboard/watchlist' };
    render(<SessionStatus />);
    expect(screen.getByRole('region', { name: 'You are signed in to Google' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Continue as meera@example.test' });
    expect(link.getAttribute('href')).toBe('/api/v1/user/auth/google?next=%2Fdashboard%2Fwatchlist');
    await userEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
  });

  it('never links off-site, whatever ?next= says', () => {
    session.current = { data: { user: { email: 'a@example.test' }, expires: '2999-01-01' }, status: 'authenticated' };
    router.query = { next: 'https://evil.example/' };
    render(<SessionStatus />);
    expect(screen.getByRole('link', { name: /Continue as/ }).getAttribute('href')).toBe('/api/v1/user/auth/google?next=%2Fdashboard');
  });

  it('treats a session without an email as none', () => {
    session.current = { data: { user: { name: 'No Email' }, expires: '2999-01-01' }, status: 'authenticated' };
    render(<SessionStatus />);
    expect(statusBox().hidden).toBe(true);
  });
});
