import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearMemo, memoized, MEMO_MAX_ENTRIES } from '@/lib/server/memo';

afterEach(() => {
  clearMemo();
  vi.useRealTimers();
});

describe('memoized', () => {
  it('shares one load between concurrent callers and reuses it until the time is up', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const [a, b] = await Promise.all([memoized('k', 1000, load), memoized('k', 1000, load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    await memoized('k', 1000, load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(await memoized('k', 1000, load)).toEqual({ n: 2 });
  });

  it('forgets a failed load at once', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce('ok');
    await expect(memoized('f', 60_000, load)).rejects.toThrow('db down');
    await expect(memoized('f', 60_000, load)).resolves.toBe('ok');
  });

  it('keeps keys apart', async () => {
    expect(await memoized('a', 60_000, async () => 1)).toBe(1);
    expect(await memoized('b', 60_000, async () => 2)).toBe(2);
  });

  it('holds at most MEMO_MAX_ENTRIES, dropping the oldest', async () => {
    for (let i = 0; i <= MEMO_MAX_ENTRIES; i++) await memoized(`slug-${i}`, 60_000, async () => i);
    const load = vi.fn(async () => 'again');
    expect(await memoized('slug-0', 60_000, load)).toBe('again');
    expect(await memoized(`slug-${MEMO_MAX_ENTRIES}`, 60_000, load)).toBe(MEMO_MAX_ENTRIES);
  });
});
