// One way to write an API handler: dispatch on method, parse input with zod, throw HttpError, return
// the data. defineHandler sends every answer in the envelope (lib/api/envelope.ts):
// { success: true, message, data } or { success: false, message, code, errors? }.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decode as decodeQueryString } from 'node:querystring';

import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { ZodError, type ZodType, type z } from 'zod';

import type { ApiFailure, ApiSuccess, Jsonify } from '@/lib/api/envelope';
import { securityHeaders, settingsFromEnv, type Header } from '@/lib/securityHeaders';
import { inputFault } from '@/lib/server/db/errors';
import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';
import { withPageRefresh } from '@/lib/server/pageCache';
import { clientIp, hit, type RateRule } from '@/lib/server/rateLimit';
import { databaseUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS } from '@/lib/unavailable';

import { assertCleanBody, assertCleanQuery } from './cleanInput';
import { assertSameSite } from './csrf';
import { HttpError, type FieldErrors } from './httpError';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route returns its data (sent as `data` with 200 "OK"), or reply(data, message, status), or
 * nothing after answering by itself (a redirect, a file, a CSV).
 */
export type RouteHandler = (req: NextApiRequest, res: NextApiResponse) => unknown;
export type Routes = Partial<Record<Method, RouteHandler>>;

declare const replyBrand: unique symbol;

/** Data with the envelope's success message and status. */
export interface Reply<T> {
  readonly [replyBrand]: true;
  readonly data: T;
  readonly message: string;
  readonly status: number;
}

const replies = new WeakSet<object>();

export function reply<T>(data: T, message = 'OK', status = 200): Reply<T> {
  const value = { data, message, status } as Reply<T>;
  replies.add(value);
  return value;
}

const isReply = (value: unknown): value is Reply<unknown> => typeof value === 'object' && value !== null && replies.has(value);

export interface RateLimit {
  rule: RateRule;
  /**
   * Whom to count: the client's address (the default), or a key made from the request, e.g. the
   * signed-in caller (byCaller in lib/server/auth/session.ts) or a destination read from the body.
   */
  key?: 'ip' | ((req: NextApiRequest) => string | Promise<string>);
}

type RateLimits = RateLimit | readonly RateLimit[];

export interface HandlerOptions {
  /** Counted in order before the route runs (after the method and body checks); a full window answers 429. */
  rateLimit?: RateLimits | Partial<Record<Method, RateLimits>>;
  /**
   * 'stream': the route reads the body itself (multipart uploads, parseMultipart with its own limits).
   * Otherwise the JSON body is read here (up to 1 MB, Next's default), so that a malformed one is answered
   * in the envelope.
   */
  body?: 'json' | 'stream';
  /** Answers an error from the rate limit or the route its own way (a browser navigation redirects). */
  onError?: (req: NextApiRequest, res: NextApiResponse, error: unknown) => void;
}

/** Turns off Next's body parser; every route file exports it (Next reads `config` from the module). */
export const API_CONFIG = { api: { bodyParser: false } } as const;

// Built once, from the running server's settings (APP_ENV at start, not the build's), as middleware.ts does.
let apiHeaders: Header[] | undefined;

/**
 * The security headers of every answer (lib/securityHeaders.ts). middleware.ts sets them on pages and
 * files; it stays off /api/ (its config.matcher), since Next buffers a request's body for the middleware
 * before any route could refuse it, so every API route sets them here first.
 */
export function setSecurityHeaders(res: ServerResponse) {
  for (const { key, value } of (apiHeaders ??= securityHeaders(settingsFromEnv()))) res.setHeader(key, value);
}

declare const routesType: unique symbol;

/** The route handler Next calls, carrying its routes' types for ApiData. */
export type ApiHandler<R extends Routes> = NextApiHandler & { readonly config: typeof API_CONFIG; readonly [routesType]?: R };

type Unreply<T> = T extends Reply<infer D> ? D : T;

/** The `data` a method of a route answers with, as the browser receives it (dates as strings). */
export type ApiData<H, M extends Method> =
  H extends ApiHandler<infer R> ? (R[M] extends (...args: never[]) => infer Out ? Jsonify<Unreply<Awaited<Out>>> : never) : never;

type Answers<H, C> = C extends { method: infer M extends Method; output?: { data: infer Out } }
  ? [ApiData<H, M>] extends [Out]
    ? [Out] extends [ApiData<H, M>]
      ? true
      : false
    : false
  : false;

/**
 * The handler if each of its contracts' methods answers exactly that contract's data, else never, so
 * that `export default handler satisfies Serves<typeof handler, typeof aContract>` (or a tuple of
 * contracts, one per method) fails to compile when the route and its contract (lib/contracts) drift apart.
 */
export type Serves<H, C> = C extends readonly unknown[]
  ? false extends { [K in keyof C]: Answers<H, C[K]> }[number]
    ? never
    : H
  : Answers<H, C> extends true
    ? H
    : never;

/** The whole success envelope of a method of a route. */
export type ApiResponse<H, M extends Method> = ApiSuccess<ApiData<H, M>>;

export function defineHandler<R extends Routes>(routes: R, options: HandlerOptions = {}): ApiHandler<R> {
  const allow = Object.keys(routes).join(', ');
  async function handler(req: NextApiRequest, res: NextApiResponse) {
    const method = (req.method ?? 'GET') as Method;
    const route = routes[method];
    setSecurityHeaders(res);
    try {
      // A state-changing call from a page on another site is refused before anything runs (csrf.ts).
      assertSameSite(req, { trustProxy: env().TRUST_PROXY === 'true', allowedOrigins: env().ALLOWED_ORIGINS });
      if (!route) {
        res.setHeader('Allow', allow);
        throw new HttpError(405, `Method ${req.method} is not allowed here.`);
      }
      // The text rule, before any route runs (cleanInput.ts): the query here, the body as it is read.
      assertCleanQuery(req.query);
      if (options.body !== 'stream' && req.body === undefined) req.body = await readBody(req);
    } catch (error) {
      sendError(req, res, error);
      return;
    }
    try {
      for (const limit of limitsFor(options.rateLimit, method)) {
        await hit(limit.rule, typeof limit.key === 'function' ? await limit.key(req) : clientIp(req));
      }
      const result: unknown = await withPageRefresh(res, () => route(req, res));
      if (res.headersSent || res.writableEnded) return;
      if (isReply(result)) sendOk(res, result.data, result.message, result.status);
      else sendOk(res, result ?? null);
    } catch (error) {
      if (options.onError && !res.headersSent) options.onError(req, res, error);
      else sendError(req, res, error);
    }
  }
  return Object.assign(handler, { config: API_CONFIG });
}

function limitsFor(option: HandlerOptions['rateLimit'], method: Method): readonly RateLimit[] {
  if (!option) return [];
  if (isRateLimits(option)) return asList(option);
  const forMethod = option[method];
  return forMethod ? asList(forMethod) : [];
}

const asList = (limits: RateLimits): readonly RateLimit[] => ('rule' in limits ? [limits] : limits);

const isRateLimits = (option: RateLimits | Partial<Record<Method, RateLimits>>): option is RateLimits =>
  Array.isArray(option) || 'rule' in option;

/** Next's default body size limit for API routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The body as Next's parser would give it (JSON, form fields, or text), but every failure is an
 * HttpError, so it is answered in the envelope: malformed JSON 400 "invalid_json", over 1 MB 413 (a
 * declared length at once, without reading; a streamed one as soon as it crosses the limit), a refused
 * character (the text rule, cleanInput.ts) 400 on its field.
 */
export async function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<unknown> {
  const body = parseRaw(req.headers['content-type'], (await readRaw(req, limit)).toString('utf8'));
  assertCleanBody(body);
  return body;
}

function parseRaw(contentType: string | undefined, text: string): unknown {
  const type = (contentType ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (type === 'application/json' || type === 'application/ld+json') {
    if (text.length === 0) return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.', { code: 'invalid_json' });
    }
  }
  if (type === 'application/x-www-form-urlencoded') return decodeQueryString(text);
  return text;
}

const tooLarge = (limit: number) =>
  new HttpError(413, `The request body is too large (at most ${Math.round(limit / 1024 / 1024)} MB).`, { code: 'payload_too_large' });

/** The length the request declares (Content-Length); 0 for a streamed (chunked) body, whose bytes are counted as they come. */
export function declaredLength(req: IncomingMessage): number {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) ? declared : 0;
}

function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (declaredLength(req) > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = () => {
      cleanup();
      reject(new HttpError(400, 'The request body could not be read.'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

// How long a client still sending a refused body has, once answered, to read the answer and stop: a
// web server's lingering close. Closing at once could reset the connection before the answer is read.
const LINGER_MS = 5_000;

/**
 * For an answer to a request whose body was not read to its end (refused before or while it streamed in):
 * what still arrives is dropped as it comes, never kept, and the connection closes LINGER_MS after the
 * answer unless the body has ended by then.
 */
function dropRestOfBody(req: IncomingMessage, res: ServerResponse) {
  req.resume();
  res.once('finish', () => {
    if (req.complete) return;
    const socket = req.socket;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    req.once('end', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
  });
}

/** Sends the success envelope; for routes that answer by themselves (most just return their data). */
export function sendOk(res: NextApiResponse, data: unknown, message = 'OK', status = 200) {
  // Unless the route said otherwise (an answer the same for everyone may be shared: getCompanyList).
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
  const body: ApiSuccess<unknown> = { success: true, message, data };
  res.status(status).json(body);
}

export function sendError(req: NextApiRequest, res: NextApiResponse, error: unknown) {
  if (res.headersSent) return;
  res.setHeader('Cache-Control', 'no-store');
  if (!req.complete) dropRestOfBody(req, res);
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    const body: ApiFailure = {
      success: false,
      message: error.message,
      code: error.code,
      ...(error.errors && { errors: error.errors }),
      ...(error.data !== undefined && { data: error.data }),
    };
    res.status(error.status).json(body);
    return;
  }
  if (error instanceof ZodError) {
    const errors = fieldErrors(error);
    const body: ApiFailure = { success: false, message: firstMessage(errors) ?? 'Please check your input.', code: 'validation', errors };
    res.status(400).json(body);
    return;
  }
  const requestId = randomUUID();
  const fault = inputFault(error);
  if (fault) {
    // A safety net: the database refused a value that a rule on input should have refused first.
    logger.warn('database refused input', { requestId, method: req.method, path: req.url?.split('?')[0], sqlState: fault.sqlState });
    const body: ApiFailure = { success: false, message: fault.message, code: 'bad_request' };
    res.status(400).json(body);
    return;
  }
  if (databaseUnavailable(error)) {
    // The database is restarting or out of reach: nothing was written; the client may try again shortly.
    logger.warn('database unavailable', { requestId, method: req.method, path: req.url?.split('?')[0] });
    res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
    const body: ApiFailure = { success: false, message: UNAVAILABLE_MESSAGE, code: 'unavailable' };
    res.status(503).json(body);
    return;
  }
  logger.error('unhandled api error', {
    requestId,
    method: req.method,
    path: req.url?.split('?')[0],
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  const body: ApiFailure = { success: false, message: `Something went wrong on our side. Reference: ${requestId}`, code: 'internal' };
  res.status(500).json(body);
}

export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

const firstMessage = (errors: FieldErrors) => Object.values(errors)[0];

/** Parses req.query; a value given twice arrives as an array, which string schemas refuse. */
export function parseQuery<S extends ZodType>(schema: S, req: NextApiRequest): z.output<S> {
  return schema.parse(req.query);
}

export function parseBody<S extends ZodType>(schema: S, req: NextApiRequest): z.output<S> {
  const body: unknown = req.body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return schema.parse(body);
}
