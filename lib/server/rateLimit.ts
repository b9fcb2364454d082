// Fixed-window rate limits. Counted in this process's memory by default; in Redis when REDIS_URL
// is set, so several app instances count together. Both stores sit behind one small interface.
import type { IncomingMessage } from 'node:http';

import type { Redis } from 'ioredis';

import { env } from '@/lib/server/env';
import { HttpError, type ErrorCode } from '@/lib/server/http/httpError';
import { logger } from '@/lib/server/logger';
import { OTP_RESEND_SECONDS } from '@/lib/validations/otp';

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
  /** The 429's message; `{wait}` becomes "N minutes" / "N seconds". */
  message?: string;
  /** The 429's machine code: "rate_limited" unless the rule says otherwise. */
  code?: ErrorCode;
  /**
   * What a key counts: a client address (the default), an account, or a destination of codes. Only
   * address rules are multiplied by RATE_LIMIT_MULTIPLIER (it exists for many clients behind one address).
   */
  scope?: 'address' | 'account' | 'destination';
}

export interface Window {
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/**
 * Where counts live. `add` counts `by` hits (0 only reads, -1 gives one back) and returns the window
 * after it; a count that falls to 0 ends its window.
 */
export interface RateStore {
  add(id: string, by: number, windowMs: number, now: number): Promise<Window>;
  clear(id: string): Promise<void>;
}

// ---- In memory (default) ----

interface MemoryWindow {
  count: number;
  resetAt: number;
}

const MAX_KEYS = 100_000;

export class MemoryRateStore implements RateStore {
  private windows = new Map<string, MemoryWindow>();

  async add(id: string, by: number, windowMs: number, now: number): Promise<Window> {
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      if (by <= 0) return { count: 0, resetInMs: windowMs };
      if (this.windows.size >= MAX_KEYS) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(id, window);
    }
    window.count += by;
    if (window.count <= 0) {
      this.windows.delete(id);
      return { count: 0, resetInMs: windowMs };
    }
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async clear(id: string) {
    this.windows.delete(id);
  }

  clearAll() {
    this.windows.clear();
  }

  private sweep(now: number) {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
    if (this.windows.size >= MAX_KEYS) this.windows.clear();
  }
}

// ---- Redis (REDIS_URL) ----

// INCRBY then set the expiry only when the key has none; one round trip, atomic on the server.
// A count at 0 or below (a read of a missing key, a hit given back) leaves no key behind; a key that
// somehow lost its expiry gets one again instead of counting forever.
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count <= 0 then
  redis.call('DEL', KEYS[1])
  return {0, tonumber(ARGV[2])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

export class RedisRateStore implements RateStore {
  constructor(
    private redis: Redis,
    private prefix = 'rate:',
  ) {}

  async add(id: string, by: number, windowMs: number): Promise<Window> {
    // PEXPIRE takes whole milliseconds; a fractional window would make the script fail.
    const ms = Math.max(1, Math.ceil(windowMs));
    const [count, ttl] = (await this.redis.eval(ADD_SCRIPT, 1, this.prefix + id, Math.trunc(by), ms)) as [number, number];
    return { count, resetInMs: ttl };
  }

  async clear(id: string) {
    await this.redis.del(this.prefix + id);
  }
}

// ---- The store in use ----

const memo = globalThis as unknown as {
  __rateStore?: RateStore;
  __memoryRateStore?: MemoryRateStore;
  __rateStorePromise?: Promise<RateStore>;
};
const memoryStore = (memo.__memoryRateStore ??= new MemoryRateStore());

/** Redis client settings: a Redis that is down or slow must cost a request at most ~half a second. */
export const REDIS_OPTIONS = {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: true,
  connectTimeout: 2_000,
  commandTimeout: 500,
  lazyConnect: false,
} as const;

async function redisStore(url: string): Promise<RateStore> {
  try {
    const { default: IORedis } = await import('ioredis');
    const client = new IORedis(url, REDIS_OPTIONS);
    let lastError = '';
    client.on('error', (error: Error) => {
      // While Redis stays down ioredis retries every ~2 s: log each distinct failure once.
      if (error.message !== lastError) logger.warn('redis error', { error: error.message });
      lastError = error.message;
    });
    client.on('ready', () => (lastError = ''));
    return new RedisRateStore(client);
  } catch (error) {
    logger.error('cannot use REDIS_URL; counting rate limits in memory', { error: (error as Error).message });
    return memoryStore;
  }
}

// Kept on globalThis like the stores, so module copies (dev reloads) share one Redis connection.
function store(): Promise<RateStore> {
  if (memo.__rateStore) return Promise.resolve(memo.__rateStore);
  const url = env().REDIS_URL;
  memo.__rateStorePromise ??= url ? redisStore(url) : Promise.resolve(memoryStore);
  return memo.__rateStorePromise;
}

/** Tests: count in this store instead (e.g. a RedisRateStore with its own prefix). */
export function useRateStore(next: RateStore | undefined) {
  memo.__rateStore = next;
}

let fallingBack = false;

// A store that fails (Redis down) must not take sign-in down with it: count in this instance's memory
// meanwhile (the limits then hold per instance), said once per outage in the log.
async function add(id: string, by: number, windowMs: number, now: number): Promise<Window> {
  const current = await store();
  if (current === memoryStore) return memoryStore.add(id, by, windowMs, now);
  try {
    const window = await current.add(id, by, windowMs, now);
    if (fallingBack) logger.info('rate store back; counting in redis again');
    fallingBack = false;
    return window;
  } catch (error) {
    if (!fallingBack) logger.warn('rate store unavailable; counting in memory per instance', { error: (error as Error).message });
    fallingBack = true;
    return memoryStore.add(id, by, windowMs, now);
  }
}

const limitOf = (rule: RateRule) => ((rule.scope ?? 'address') === 'address' ? rule.limit * env().RATE_LIMIT_MULTIPLIER : rule.limit);

/** The 429 of rule with Retry-After: resetInMs from now (its message on `field` when given). */
export function tooMany(rule: RateRule, resetInMs: number, field?: string): HttpError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait =
    seconds >= 90 * 60
      ? plural(Math.ceil(seconds / 3600), 'hour')
      : seconds >= 90
        ? plural(Math.ceil(seconds / 60), 'minute')
        : plural(seconds, 'second');
  const message = (rule.message ?? 'Too many attempts. Please try again in {wait}.').replace('{wait}', wait);
  return new HttpError(429, message, {
    code: rule.code ?? 'rate_limited',
    headers: { 'Retry-After': String(seconds) },
    ...(field && { errors: { [field]: message } }),
  });
}

/**
 * Counts one hit for key under rule, then throws a 429 with Retry-After if the window is now over its
 * limit (with the message on `field` when given). Counting first is what keeps parallel requests
 * within the limit: each gets its own count from the store, atomically.
 */
export async function hit(rule: RateRule, key: string, { field, now = Date.now() }: { field?: string; now?: number } = {}) {
  const window = await add(`${rule.name}:${key}`, 1, rule.windowMs, now);
  if (window.count > limitOf(rule)) throw tooMany(rule, window.resetInMs, field);
}

/** Gives back a hit that turned out not to count (e.g. a sign-in slot after a success). */
export async function release(rule: RateRule, key: string, now = Date.now()) {
  await add(`${rule.name}:${key}`, -1, rule.windowMs, now);
}

/** Counts one hit without refusing. */
export async function record(rule: RateRule, key: string, now = Date.now()) {
  await add(`${rule.name}:${key}`, 1, rule.windowMs, now);
}

/** How many hits key has in its current window under rule. */
export async function countOf(rule: RateRule, key: string, now = Date.now()): Promise<number> {
  return (await add(`${rule.name}:${key}`, 0, rule.windowMs, now)).count;
}

/** Forgets key's window under rule (a successful sign-in clears its failures). */
export async function clearHits(rule: RateRule, key: string) {
  const current = await store();
  await memoryStore.clear(`${rule.name}:${key}`);
  if (current !== memoryStore) await current.clear(`${rule.name}:${key}`).catch(() => undefined);
}

/** Test helper: forget every in-memory window. */
export function resetRateLimits() {
  memoryStore.clearAll();
}

export function clientIp(req: IncomingMessage): string {
  if (env().TRUST_PROXY === 'true') {
    // The proxy APPENDS the address it saw to whatever X-Forwarded-For the client sent, so only the
    // last entry is trustworthy; the first is the client's own claim (a new one per request would
    // dodge every limit).
    const forwarded = req.headers['x-forwarded-for'];
    const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
    const last = entries
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  // Requests built in tests (and by some adapters) have no socket, whatever the Node types say.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  return req.socket?.remoteAddress ?? 'unknown';
}

const LOCKED = 'Too many failed attempts. For your security, please try again in {wait}.';
const TOO_MANY_CODES = 'You have asked for too many codes. Please try again in {wait}.';
const TOO_MANY_TO_DESTINATION = 'Too many codes were sent to this address. Please try again in {wait}.';

export const RATE_RULES = {
  signIn: { name: 'sign-in', limit: 30, windowMs: 15 * 60_000 },
  // Sign-in attempts (lib/server/services/signIn.ts). Each takes a slot before it is judged; a failure
  // keeps it, a success gives it back. The lock-out: per account from one client address…
  signInAttempts: { name: 'sign-in-attempts', limit: 5, windowMs: 15 * 60_000, message: LOCKED, code: 'locked_out', scope: 'account' },
  // …and per client address across accounts.
  signInAttemptsIp: { name: 'sign-in-attempts-ip', limit: 20, windowMs: 15 * 60_000, message: LOCKED, code: 'locked_out' },
  // An account's failures from every address: past the limit, its attempts wait longer and longer (never a lock).
  signInFailuresAccount: { name: 'sign-in-fail-account', limit: 5, windowMs: 15 * 60_000, scope: 'account' },
  register: { name: 'register', limit: 20, windowMs: 60 * 60_000 },
  newsletter: { name: 'newsletter', limit: 10, windowMs: 60 * 60_000 },
  search: { name: 'search', limit: 600, windowMs: 60_000 },
  contact: { name: 'contact', limit: 5, windowMs: 60 * 60_000 },
  realEstateEnquiry: { name: 'real-estate-enquiry', limit: 5, windowMs: 60 * 60_000 },
  startupEnquiry: { name: 'startup-enquiry', limit: 5, windowMs: 60 * 60_000 },
  careerApply: { name: 'career-apply', limit: 5, windowMs: 60 * 60_000 },
  // One-time codes. Sends per client address, per signed-in account, and per destination (lib/server/services/otp.ts),
  // counted apart for the destination's owner signed in and for anyone else (any account, any role, signed in or
  // not): a gap between two sends, 3 in 15 minutes (then a cooldown of what is left of the 15), and 10 a day each.
  otpSend: { name: 'otp-send', limit: 10, windowMs: 60 * 60_000 },
  otpSendAccountHour: { name: 'otp-send-account-hour', limit: 8, windowMs: 60 * 60_000, message: TOO_MANY_CODES, scope: 'account' },
  otpSendAccountDay: { name: 'otp-send-account-day', limit: 20, windowMs: 24 * 60 * 60_000, message: TOO_MANY_CODES, scope: 'account' },
  otpSendGap: {
    name: 'otp-send-gap',
    limit: 1,
    windowMs: OTP_RESEND_SECONDS * 1000,
    message: 'A code was just sent to this address. Please wait {wait} before asking for another.',
    scope: 'destination',
  },
  otpSendDestinationBurst: {
    name: 'otp-send-destination-burst',
    limit: 3,
    windowMs: 15 * 60_000,
    message: TOO_MANY_TO_DESTINATION,
    scope: 'destination',
  },
  otpSendDestinationDay: {
    name: 'otp-send-destination-day',
    limit: 10,
    windowMs: 24 * 60 * 60_000,
    message: TOO_MANY_TO_DESTINATION,
    scope: 'destination',
  },
  otpVerify: { name: 'otp-verify', limit: 30, windowMs: 15 * 60_000 },
  passwordReset: { name: 'password-reset', limit: 10, windowMs: 60 * 60_000 },
  profileChange: { name: 'profile-change', limit: 30, windowMs: 60 * 60_000 },
  imageUpload: { name: 'image-upload', limit: 20, windowMs: 60 * 60_000 },
  kycSubmit: { name: 'kyc-submit', limit: 10, windowMs: 60 * 60_000 },
  kycDocument: { name: 'kyc-document', limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;
