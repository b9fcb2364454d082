// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MAX_SESSION_REFETCH_SECONDS, sessionRefetchSeconds } from '@/lib/sessionRefetch';

describe('sessionRefetchSeconds (NEXT_PUBLIC_SESSION_REFETCH_SECONDS)', () => {
  it('is off unless a positive whole number of seconds is given', () => {
    for (const off of [undefined, '', '  ', '0', '-5', '1.5', 'abc', 'NaN', 'Infinity', '1e400']) {
      expect(sessionRefetchSeconds(off), String(off)).toBe(0);
    }
    expect(sessionRefetchSeconds('60')).toBe(60);
    expect(sessionRefetchSeconds(' 300 ')).toBe(300);
    expect(sessionRefetchSeconds('999999999')).toBe(MAX_SESSION_REFETCH_SECONDS);
  });
});

describe('next-auth options', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function optionsWith(vars: Record<string, string | undefined>) {
    for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value ?? '');
    vi.resetModules(); // env() is read once per module instance
    return import('@/lib/server/auth/nextAuthOptions');
  }

  it('has no provider (and no button) unless both client id and secret are set', async () => {
    const only = await optionsWith({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: undefined });
    expect(only.googleSignInEnabled()).toBe(false);
    expect(only.nextAuthOptions('unit-test-secret').providers).toEqual([]);
  });

  it("uses Google's own discovery document by default", async () => {
    const mod = await optionsWith({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: undefined });
    expect(mod.googleSignInEnabled()).toBe(true);
    const [google] = mod.nextAuthOptions('unit-test-secret').providers as unknown as Record<string, unknown>[];
    expect(google!.id).toBe('google');
    expect(google!.wellKnown).toBe('https://accounts.google.com/.well-known/openid-configuration');
    expect((google!.options as Record<string, unknown>).issuer).toBeUndefined();
  });

  it('points the Google provider at another OpenID issuer when GOOGLE_ISSUER says so', async () => {
    const mod = await optionsWith({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:4555/' });
    const [google] = mod.nextAuthOptions('unit-test-secret').providers as unknown as { options: Record<string, unknown> }[];
    expect(google!.options.issuer).toBe('http://127.0.0.1:4555');
    expect(google!.options.wellKnown).toBe('http://127.0.0.1:4555/.well-known/openid-configuration');
    expect(google!.options.clientId).toBe('id');
  });

  it('lets only a verified Google email sign in', async () => {
    const mod = await optionsWith({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    const signIn = mod.nextAuthOptions('unit-test-secret').callbacks!.signIn!;
    const account = { provider: 'google', type: 'oauth', providerAccountId: '1' } as never;
    const check = (profile: unknown, acc = account) => signIn({ account: acc, profile, user: {} } as never);
    expect(await check({ email: 'a@example.test', email_verified: true })).toBe(true);
    expect(await check({ email: 'a@example.test', email_verified: false })).toBe(false);
    expect(await check({ email: 'a@example.test', email_verified: 'true' })).toBe(false);
    expect(await check({ email_verified: true })).toBe(false);
    expect(await check({ email: 'a@example.test', email_verified: true }, { provider: 'github' } as never)).toBe(false);
  });
});

describe("next-auth's callbackUrl", () => {
  it('is followed only as a path on this site', async () => {
    const { nextAuthOptions } = await import('@/lib/server/auth/nextAuthOptions');
    const redirect = nextAuthOptions('unit-test-secret').callbacks!.redirect!;
    const baseUrl = 'https://shares.example';
    const to = (url: string) => redirect({ url, baseUrl }) as string;
    expect(to('/dashboard?tab=1')).toBe('https://shares.example/dashboard?tab=1');
    expect(to('https://shares.example/api/v1/user/auth/google?next=%2Fdashboard')).toBe(
      'https://shares.example/api/v1/user/auth/google?next=%2Fdashboard',
    );
    for (const payload of ['https://evil.example/x', '//evil.example', '/.//evil.example', '/%2e//evil.example', '/./\\evil.example']) {
      expect(to(payload), payload).toBe('https://shares.example/');
    }
  });
});
