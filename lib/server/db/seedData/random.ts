// A small seeded PRNG so the demo data is the same on every run (apart from the date anchor),
// and the few helpers the generators share.

import { itemAt } from '@/lib/arrays';

export interface Random {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  /** Uniform in [min, max). */
  between: (min: number, max: number) => number;
  /** Log-uniform in [min, max): as many values between 20 and 200 as between 200 and 2,000. */
  logBetween: (min: number, max: number) => number;
  /** Standard normal (Box–Muller). */
  normal: () => number;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  chance: (probability: number) => boolean;
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + (max - min) * next();
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [pool[i], pool[j]] = [itemAt(pool, j), itemAt(pool, i)];
    }
    return pool.slice(0, count);
  };
  return {
    next,
    between,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    logBetween: (min, max) => Math.exp(between(Math.log(min), Math.log(max))),
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    pick: (items) => itemAt(items, Math.floor(next() * items.length)),
    sample,
    chance: (probability) => next() < probability,
  };
}

/** Kebab-case slug for articles, glossary terms and webcasts ("P/E Ratio" → "p-e-ratio"). */
export function kebabSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday on or before `now`, as 'YYYY-MM-DD' (UTC calendar). */
export function mondayOnOrBefore(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return isoDay(new Date(day.getTime() - sinceMonday * DAY_MS));
}

export function addDays(isoDate: string, days: number): string {
  return isoDay(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Fails before any insert if generated values that must be unique collide. */
export function assertUnique(values: string[], what: string) {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Duplicate ${what} in demo data: ${value}`);
    seen.add(value);
  }
}
