// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { verifyToken } from '@/lib/auth/token';
import { hashPassword, hashQueue, verifyPassword } from '@/lib/server/auth/password';
import { newPartnershipCode, newUserUniqueCode } from '@/lib/server/auth/codes';
import { ConfigError, parseEnv } from '@/lib/server/env';
import { HttpError } from '@/lib/server/http/httpError';
import { parseCookieHeader } from '@/lib/server/http/cookies';
import { clearHits, countOf, hit, record, release, resetRateLimits } from '@/lib/server/rateLimit';

import { FORMER_SOURCE_SECRET, signedToken, tokenSignedWith } from '../support/tokens';

describe('role tokens', () => {
  it('verify for their own role only', async () => {
    const token = await signedToken('user', 7, 60);
    expect(await verifyToken(token, 'user')).toBe(7);
    expect(await verifyToken(token, 'partner')).toBeNull();
  });
  it('refuse expired, forged, tampered and empty tokens', async () => {
    expect(await verifyToken(await signedToken('user', 7, -1), 'user')).toBeNull();
    expect(await verifyToken(await tokenSignedWith('x'.repeat(40), 'user', 7), 'user')).toBeNull();
    expect(await verifyToken(await tokenSignedWith(FORMER_SOURCE_SECRET, 'user', 7), 'user')).toBeNull();
    const token = await signedToken('user', 7, 60);
    expect(await verifyToken(`${token.slice(0, -2)}aa`, 'user')).toBeNull();
    expect(await verifyToken('', 'user')).toBeNull();
    expect(await verifyToken(undefined, 'user')).toBeNull();
  });
});

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('Investor@123');
    const b = await hashPassword('Investor@123');
    expect(a).not.toBe(b);
    expect(await verifyPassword('Investor@123', a)).toBe(true);
    expect(await verifyPassword('investor@123', a)).toBe(false);
    expect(await verifyPassword('Investor@123', 'garbage')).toBe(false);
  });

  it('runs two hashes at once and queues the rest, freeing the slot of one that fails', async () => {
    const hashes = Array.from({ length: 6 }, (_, i) => hashPassword(`Password-${String(i)}`));
    expect(hashQueue.running).toBe(2);
    expect(hashQueue.waiting).toBe(4);
    // N must be a power of two: scrypt refuses this stored hash's parameters.
    const broken = verifyPassword('x', 'scrypt$3$8$1$c2FsdA==$aGFzaA==').then(
      () => 'resolved',
      () => 'refused',
    );
    const stored = await Promise.all(hashes);
    expect(await broken).toBe('refused');
    expect(await Promise.all(stored.map((hash, i) => verifyPassword(`Password-${String(i)}`, hash)))).toEqual(Array(6).fill(true));
    expect(hashQueue.running).toBe(0);
    expect(hashQueue.waiting).toBe(0);
  });
});

describe('account codes', () => {
  it('are short, readable and distinct', () => {
    const codes = new Set(Array.from({ length: 200 }, newUserUniqueCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^INV[A-HJ-NP-Z2-9]{6}$/);
    expect(newPartnershipCode()).toMatch(/^CP[A-HJ-NP-Z2-9]{6}$/);
  });
});

const SITE = 'https://shares.example.in';

describe('configuration', () => {
  it('has safe local defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ APP_ENV: 'development', PGLITE_DIR: '.data/pglite', SEED_ON_START: 'true', DEMO_ACCOUNTS: 'false' });
    // No secret from the source: without AUTH_SECRET the server generates one and keeps it (lib/server/auth/secret.ts).
    expect(env.AUTH_SECRET).toBeUndefined();
  });
  it('refuses a malformed AUTH_SECRET in every environment and names it', () => {
    for (const APP_ENV of ['development', 'test', 'production']) {
      expect(() => parseEnv({ APP_ENV, AUTH_SECRET: 'short' })).toThrow(ConfigError);
      expect(() => parseEnv({ APP_ENV, AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32/);
    }
    expect(parseEnv({ APP_ENV: 'production', NEXT_PUBLIC_SITE_URL: SITE, AUTH_SECRET: 's'.repeat(32) }).AUTH_SECRET).toBe('s'.repeat(32));
    expect(parseEnv({ APP_ENV: 'production', NEXT_PUBLIC_SITE_URL: SITE }).AUTH_SECRET).toBeUndefined();
  });
  it('refuses the demo accounts (public passwords) with APP_ENV=production, naming both', () => {
    expect(() => parseEnv({ APP_ENV: 'production', DEMO_ACCOUNTS: 'true' })).toThrow(ConfigError);
    expect(() => parseEnv({ APP_ENV: 'production', DEMO_ACCOUNTS: 'true' })).toThrow(
      /DEMO_ACCOUNTS: must not be true with APP_ENV=production/,
    );
    expect(parseEnv({ APP_ENV: 'production', NEXT_PUBLIC_SITE_URL: SITE, DEMO_ACCOUNTS: 'false' }).DEMO_ACCOUNTS).toBe('false');
    for (const APP_ENV of ['development', 'test']) expect(parseEnv({ APP_ENV, DEMO_ACCOUNTS: 'true' }).DEMO_ACCOUNTS).toBe('true');
  });
  it('refuses APP_ENV=production without the site address, naming it', () => {
    expect(() => parseEnv({ APP_ENV: 'production' })).toThrow(/NEXT_PUBLIC_SITE_URL: is required with APP_ENV=production/);
    for (const APP_ENV of ['development', 'test']) expect(parseEnv({ APP_ENV }).NEXT_PUBLIC_SITE_URL).toBeUndefined();
  });
  it('keeps the site address as an origin, and refuses anything more', () => {
    expect(parseEnv({ NEXT_PUBLIC_SITE_URL: 'HTTPS://Shares.Example.in/' }).NEXT_PUBLIC_SITE_URL).toBe('https://shares.example.in');
    expect(parseEnv({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:4000' }).NEXT_PUBLIC_SITE_URL).toBe('http://127.0.0.1:4000');
    for (const bad of [
      'shares.example.in',
      'ftp://shares.example.in',
      'https://shares.example.in/app',
      'https://a@shares.example.in',
      'https://shares.example.in/?x=1',
    ]) {
      expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: bad }), bad).toThrow(/NEXT_PUBLIC_SITE_URL/);
    }
  });
  it('names a malformed variable', () => {
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ TOKEN_TTL_HOURS: '0' })).toThrow(/TOKEN_TTL_HOURS/);
    expect(() => parseEnv({ REDIS_URL: 'redis at home' })).toThrow(/REDIS_URL/);
  });
});

describe('cookie header parsing', () => {
  it('reads names and values, keeping the first of duplicates', () => {
    expect(parseCookieHeader('a=1; b=x%20y; a=2; bad; =v')).toEqual({ a: '1', b: 'x y' });
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('c=%E0%A4')).toEqual({ c: '%E0%A4' });
  });
});

describe('rate limits', () => {
  const rule = { name: 'test', limit: 3, windowMs: 1000 };
  it('allows the limit, then answers 429 with Retry-After until the window ends', async () => {
    resetRateLimits();
    for (let i = 0; i < 3; i++) await hit(rule, 'k', { now: 0 });
    const error = await hit(rule, 'k', { now: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(429);
    expect((error as HttpError).headers).toEqual({ 'Retry-After': '1' });
    await expect(hit(rule, 'other', { now: 500 })).resolves.toBeUndefined();
    await expect(hit(rule, 'k', { now: 1000 })).resolves.toBeUndefined();
  });

  it('records without refusing, gives hits back, reads counts, and forgets them when cleared', async () => {
    resetRateLimits();
    const lock = { name: 'test-lock', limit: 2, windowMs: 15 * 60_000, message: 'Locked for {wait}.' };
    await record(lock, 'a', 0);
    await record(lock, 'a', 1);
    await record(lock, 'a', 2); // record never refuses
    expect(await countOf(lock, 'a', 3)).toBe(3);
    await release(lock, 'a', 4);
    expect(await countOf(lock, 'a', 5)).toBe(2);
    const error = (await hit(lock, 'a', { now: 6, field: 'email' }).catch((e: unknown) => e)) as HttpError;
    expect(error).toMatchObject({ status: 429, message: 'Locked for 15 minutes.', errors: { email: 'Locked for 15 minutes.' } });
    await clearHits(lock, 'a');
    expect(await countOf(lock, 'a', 7)).toBe(0);
    // Given back to nothing, a window ends rather than going below zero.
    await release(lock, 'a', 8);
    await release(lock, 'a', 9);
    expect(await countOf(lock, 'a', 10)).toBe(0);
    await expect(hit(lock, 'a', { now: 11 })).resolves.toBeUndefined();
  });
});
