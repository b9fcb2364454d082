// Calls a pages-router API handler over real HTTP, through Next's own request resolver.
import type { NextApiHandler } from 'next';
import { testApiHandler } from 'next-test-api-route-handler';
import { randomUUID } from 'node:crypto';

import { signToken, TOKEN_COOKIE, type Role, type TokenRole } from '@/lib/auth/token';

export interface CallOptions {
  method?: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: { success: boolean; message: string; data?: unknown; errors?: Record<string, string> };
  headers: Headers;
}

export async function call(handler: NextApiHandler, options: CallOptions = {}): Promise<CallResult> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  let result: CallResult | undefined;
  await testApiHandler({
    pagesHandler: handler,
    url: `/api/test${search.size ? `?${search}` : ''}`,
    test: async ({ fetch }) => {
      const hasBody = options.body !== undefined || options.rawBody !== undefined;
      const response = await fetch({
        method: options.method ?? 'GET',
        headers: { ...(hasBody && { 'content-type': 'application/json' }), ...options.headers },
        body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      });
      const text = await response.text();
      result = { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
    },
  });
  return result!;
}

export async function bearer(role: Role, id: number, ttlSeconds = 3600) {
  return { authorization: `Bearer ${await signToken(role, id, ttlSeconds)}` };
}

export async function cookieFor(role: TokenRole, id: number) {
  return { cookie: `${TOKEN_COOKIE[role]}=${await signToken(role, id, 3600)}` };
}

/** A unique email and Indian mobile number per call, so tests never collide on a shared database. */
export function uniqueContact() {
  const id = randomUUID().replace(/-/g, '').slice(0, 12);
  const digits = String(parseInt(id.slice(0, 10), 16)).padStart(9, '0').slice(-9);
  return { email: `t-${id}@example.test`, phone: `9${digits}` };
}

export const INJECTION_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '%_%',
  '\\',
  '😀 ünïcødé',
];
