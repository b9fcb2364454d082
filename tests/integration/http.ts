// Calls a pages-router API handler over real HTTP, through Next's own request resolver.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import type { GetServerSidePropsContext, NextApiHandler } from 'next';
import { testApiHandler } from 'next-test-api-route-handler';
import { expect } from 'vitest';

import type { ErrorCode, FieldErrors } from '@/lib/api/envelope';
import { TOKEN_COOKIE, type TokenRole } from '@/lib/auth/token';
import { createSession } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';

export interface CallOptions {
  method?: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** The Host header (fetch sets its own). */
  host?: string;
}

export interface CallResult {
  status: number;
  /** The envelope (lib/api/envelope.ts), loosened so that tests can look at either outcome. */
  body: { success: boolean; message: string; data?: unknown; code?: ErrorCode; errors?: FieldErrors };
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
    requestPatcher: (req) => {
      if (options.host) req.headers.host = options.host;
    },
    test: async ({ fetch }) => {
      const hasBody = options.body !== undefined || options.rawBody !== undefined;
      const response = await fetch({
        method: options.method ?? 'GET',
        headers: { ...(hasBody && { 'content-type': 'application/json' }), ...options.headers },
        body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      });
      const text = await response.text();
      // A file download (a CSV export) has no envelope: its body is left empty here; read the raw text with testApiHandler.
      const json = !response.headers.get('content-type') || response.headers.get('content-type')?.includes('json');
      result = { status: response.status, body: text && json ? JSON.parse(text) : {}, headers: response.headers };
    },
  });
  return result!;
}

/** Runs `fn` as a server started with NEXT_PUBLIC_SITE_URL=`url` would (the configuration is read once per process). */
export async function withSiteUrl<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const before = env().NEXT_PUBLIC_SITE_URL;
  env().NEXT_PUBLIC_SITE_URL = url;
  try {
    return await fn();
  } finally {
    env().NEXT_PUBLIC_SITE_URL = before;
  }
}

/** The token of a new server-side session for the account, as a sign-in would give it. */
export async function sessionToken(role: TokenRole, id: number) {
  return (await createSession(await getDb(), role, id, { ip: '203.0.113.7', userAgent: 'integration tests' })).token;
}

export async function bearer(role: TokenRole, id: number) {
  return { authorization: `Bearer ${await sessionToken(role, id)}` };
}

export async function cookieFor(role: TokenRole, id: number) {
  return { cookie: `${TOKEN_COOKIE[role]}=${await sessionToken(role, id)}` };
}

interface Refusal {
  /** The field the message is shown beside. */
  field: string;
  message: string;
  /** Counts the rows the request would have written; the count must not change. */
  rows: () => Promise<number>;
  status?: number;
}

/** Sends one bad request and checks it is refused with the field's message and writes nothing. */
export async function expectFieldRefused(sending: () => Promise<Pick<CallResult, 'status' | 'body'>>, refusal: Refusal) {
  const before = await refusal.rows();
  const { status, body } = await sending();
  expect(status).toBe(refusal.status ?? 400);
  expect(body.errors?.[refusal.field]).toBe(refusal.message);
  expect(await refusal.rows()).toBe(before);
}

/** The characters a statement's cells were stored with: a text-direction override, a bell and an escape (a terminal's colours). */
export const HIDDEN_IN_CELLS = [
  ['U+202E (right-to-left override)', '\u202e'],
  ['BEL (U+0007)', '\u0007'],
  ['ESC (U+001B)', '\u001b'],
] as const;

export const INJECTION_STRINGS = ["' OR '1'='1", "'; DROP TABLE users; --", '<script>alert(1)</script>', '%_%', '\\', '😀 ünïcødé'];

export interface FormFile {
  field: string;
  data: Buffer;
  fileName: string;
  type: string;
}

/** Sends multipart/form-data, as a browser's form with files does. */
export async function sendForm(
  handler: NextApiHandler,
  options: { headers?: Record<string, string>; fields?: Record<string, string>; files?: FormFile[]; method?: string },
): Promise<CallResult> {
  let result: CallResult | undefined;
  await testApiHandler({
    pagesHandler: handler,
    test: async ({ fetch }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
      for (const file of options.files ?? [])
        form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.fileName);
      const response = await fetch({ method: options.method ?? 'POST', body: form, headers: options.headers });
      result = { status: response.status, body: JSON.parse(await response.text()), headers: response.headers };
    },
  });
  return result!;
}

/** A GET whose answer is a file, not an envelope: its status, content type and bytes. */
/** A CSV download's lines, without the byte-order mark. */
export const csvLines = (data: Buffer) =>
  data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

export async function download(handler: NextApiHandler, params: Record<string, string>, headers: Record<string, string> = {}) {
  let result: { status: number; type: string | null; data: Buffer } | undefined;
  await testApiHandler({
    pagesHandler: handler,
    params,
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'GET', headers });
      result = { status: response.status, type: response.headers.get('content-type'), data: Buffer.from(await response.arrayBuffer()) };
    },
  });
  return result!;
}

/** A getServerSideProps context for url, as Next builds one (loaders' tests), and its response. */
export function loaderContext(url: string, headers: Record<string, string> = {}, params: Record<string, string> = {}) {
  const req = new IncomingMessage(new Socket());
  req.url = url;
  req.headers = { host: 'localhost:3000', ...headers };
  const res = new ServerResponse(req);
  const query = Object.fromEntries(new URL(url, 'http://localhost').searchParams);
  const ctx = { req, res, resolvedUrl: url, query: { ...query, ...params }, params };
  return { ctx: ctx as unknown as GetServerSidePropsContext, res };
}
