// Fixed-window rate limits, counted in this process's memory. (Shared counting across
// several app instances through Redis is a later step; the interface stays the same.)
import type { IncomingMessage } from 'node:http';

import { env } from '@/lib/server/env';
import { HttpError } from '@/lib/server/http/httpError';

interface Window {
  count: number;
  resetAt: number;
}

const memo = globalThis as unknown as { __rateWindows?: Map<string, Window> };
const windows = (memo.__rateWindows ??= new Map());
const MAX_KEYS = 100_000;

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** Counts one hit for key under rule; throws a 429 with Retry-After when the window is full. */
export function hit(rule: RateRule, key: string, now = Date.now()) {
  const id = `${rule.name}:${key}`;
  let window = windows.get(id);
  if (!window || window.resetAt <= now) {
    if (windows.size >= MAX_KEYS) sweep(now);
    window = { count: 0, resetAt: now + rule.windowMs };
    windows.set(id, window);
  }
  window.count += 1;
  if (window.count > rule.limit * env().RATE_LIMIT_MULTIPLIER) {
    const seconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
    throw new HttpError(429, `Too many attempts. Please try again in ${wait}.`, undefined, {
      'Retry-After': String(seconds),
    });
  }
}

function sweep(now: number) {
  for (const [id, window] of windows) if (window.resetAt <= now) windows.delete(id);
  if (windows.size >= MAX_KEYS) windows.clear();
}

/** Test helper: forget every window. */
export function resetRateLimits() {
  windows.clear();
}

export function clientIp(req: IncomingMessage): string {
  if (env().TRUST_PROXY === 'true') {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket?.remoteAddress ?? 'unknown';
}

export const RATE_RULES = {
  signIn: { name: 'sign-in', limit: 30, windowMs: 15 * 60_000 },
  signInAccount: { name: 'sign-in-account', limit: 10, windowMs: 15 * 60_000 },
  register: { name: 'register', limit: 20, windowMs: 60 * 60_000 },
  newsletter: { name: 'newsletter', limit: 10, windowMs: 60 * 60_000 },
  search: { name: 'search', limit: 600, windowMs: 60_000 },
  contact: { name: 'contact', limit: 5, windowMs: 60 * 60_000 },
  realEstateEnquiry: { name: 'real-estate-enquiry', limit: 5, windowMs: 60 * 60_000 },
  careerApply: { name: 'career-apply', limit: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;
