import { describe, expect, it } from 'vitest';

import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from '@/lib/server/messaging/outbox';
import { relativeTime } from '@/lib/relativeTime';

describe('retryDelayMs (the outbox back-off)', () => {
  it('waits 30 s after the first failure and doubles after each next one', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than an hour, however many attempts', () => {
    expect(retryDelayMs(8)).toBe(60 * 60_000);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBe(60 * 60_000);
    expect(retryDelayMs(1000)).toBe(60 * 60_000);
  });

  it('treats a count below one as the first failure', () => {
    expect(retryDelayMs(0)).toBe(30_000);
  });

  it('gives up within a day, and a sender’s lease outlasts a slow mail server', () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(24 * 60 * 60_000);
    expect(LEASE_MS).toBeGreaterThan(2 * 60_000);
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('says it as people do', () => {
    expect(relativeTime(ago(10), now)).toBe('just now');
    expect(relativeTime(ago(50), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60 + 59), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3600 + 3599), now)).toBe('23 hours ago');
    expect(relativeTime(ago(86_400), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400), now)).toBe('3 days ago');
  });

  it('gives the date a week or more back, and "just now" for a clock slightly ahead', () => {
    expect(relativeTime(ago(8 * 86_400).toISOString(), now)).toBe('2 Mar 2026');
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe('just now');
  });
});
