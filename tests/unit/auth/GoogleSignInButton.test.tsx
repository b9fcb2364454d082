import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import GoogleSignInButton, { GOOGLE_START_FAILED } from '@/components/auth/GoogleSignInButton';
import SessionErrorAlert from '@/components/auth/SessionErrorAlert';
import { GoogleSignInProvider } from '@/components/providers/GoogleSignInProvider';
import { DEFAULT_SIGN_IN_ERROR, GOOGLE_ERROR, signInErrorMessage } from '@/lib/auth/signInErrors';

const signIn = vi.hoisted(() => vi.fn());
const router = vi.hoisted((): { query: Record<string, unknown> } => ({ query: {} }));
vi.mock('next-auth/react', () => ({ signIn }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const renderButton = (enabled: boolean, label?: string) =>
  render(
    <GoogleSignInProvider enabled={enabled}>
      <GoogleSignInButton label={label} />
    </GoogleSignInProvider>,
  );

describe('GoogleSignInButton', () => {
  beforeEach(() => {
    router.query = {};
    signIn.mockReset();
  });

  it('renders nothing when Google sign-in is not configured', () => {
    const { container } = renderButton(false);
    expect(container.innerHTML).toBe('');
  });

  it('starts next-auth Google sign-in with our completion route as callbackUrl', async () => {
    signIn.mockReturnValue(new Promise(() => {})); // the page leaves for Google
    router.query = { next: '/companies?q=tata' };
    renderButton(true);
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    await userEvent.click(button);
    expect(signIn).toHaveBeenCalledWith('google', { callbackUrl: '/api/v1/user/auth/google?next=%2Fcompanies%3Fq%3Dtata' });
    expect(screen.getByRole('button', { name: 'Opening Google…' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends an off-site or missing ?next= to the dashboard', async () => {
    signIn.mockResolvedValue(undefined);
    router.query = { next: '//evil.example' };
    renderButton(true, 'Sign up with Google');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(signIn).toHaveBeenCalledWith('google', { callbackUrl: '/api/v1/user/auth/google?next=%2Fdashboard' });
  });

  it('says so and lets the visitor retry when sign-in cannot start', async () => {
    signIn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderButton(true);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('alert').textContent).toBe(GOOGLE_START_FAILED);
    expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('sign-in errors (?error=)', () => {
  it('explains next-auth and Google completion codes, and anything else generally', () => {
    expect(signInErrorMessage(undefined)).toBe('');
    expect(signInErrorMessage('')).toBe('');
    expect(signInErrorMessage('OAuthCallback')).toMatch(/did not complete/);
    expect(signInErrorMessage('OAuthAccountNotLinked')).toMatch(/already linked/);
    expect(signInErrorMessage('AccessDenied')).toMatch(/verified email/);
    expect(signInErrorMessage(GOOGLE_ERROR.noSession)).toMatch(/expired/);
    for (const odd of ['<script>alert(1)</script>', 'toString', '__proto__', ['OAuthCallback', 'x'], 42]) {
      expect(signInErrorMessage(odd)).toBe(DEFAULT_SIGN_IN_ERROR);
    }
  });

  it('shows the message from the query as an alert, never the raw value', () => {
    router.query = { error: '<img src=x onerror=alert(1)>' };
    render(<SessionErrorAlert />);
    expect(screen.getByRole('alert').textContent).toBe(DEFAULT_SIGN_IN_ERROR);
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows nothing without an error', () => {
    router.query = {};
    const { container } = render(<SessionErrorAlert />);
    expect(container.innerHTML).toBe('');
  });
});
