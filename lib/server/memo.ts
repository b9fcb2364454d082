// A small per-process cache for data that every visitor sees alike and that may be a few seconds old.
// Concurrent callers share one load; a failed load is forgotten at once.
interface Entry {
  at: number;
  value: Promise<unknown>;
}

const memo = globalThis as unknown as { __memo?: Map<string, Entry> };
const entries = (memo.__memo ??= new Map<string, Entry>());
// Bounded: per-slug pages (10,000 companies, 100,000 articles) must not grow the heap without end.
const MAX_ENTRIES = 1000;

function makeRoom(now: number, ttlMs: number) {
  if (entries.size < MAX_ENTRIES) return;
  for (const [key, entry] of entries) if (now - entry.at >= ttlMs) entries.delete(key);
  // Still full: drop the oldest (a Map iterates in insertion order).
  for (const key of entries.keys()) {
    if (entries.size < MAX_ENTRIES) break;
    entries.delete(key);
  }
}

export function memoized<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const cached = entries.get(key);
  if (cached && Date.now() - cached.at < ttlMs) return cached.value as Promise<T>;
  const value = load().catch((error: unknown) => {
    if (entries.get(key)?.value === value) entries.delete(key);
    throw error;
  });
  entries.delete(key);
  makeRoom(Date.now(), ttlMs);
  entries.set(key, { at: Date.now(), value });
  return value;
}

export const MEMO_MAX_ENTRIES = MAX_ENTRIES;

/** Tests: forget everything. */
export function clearMemo() {
  entries.clear();
}
