// One way to write an API handler: dispatch on method, parse input with zod, throw HttpError.
// Every answer uses the envelope { success, message, data } or { success: false, message, errors? }.
import { randomUUID } from 'node:crypto';

import type { NextApiRequest, NextApiResponse } from 'next';
import { ZodError, type ZodType, type z } from 'zod';

import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';

import { assertSameSite } from './csrf';
import { HttpError, type FieldErrors } from './httpError';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteHandler = (req: NextApiRequest, res: NextApiResponse) => Promise<unknown> | unknown;

export function defineHandler(routes: Partial<Record<Method, RouteHandler>>) {
  const allow = Object.keys(routes).join(', ');
  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    const route = routes[(req.method ?? 'GET') as Method];
    try {
      // A state-changing call from a page on another site is refused before anything runs (csrf.ts).
      assertSameSite(req, { trustProxy: env().TRUST_PROXY === 'true', allowedOrigins: env().ALLOWED_ORIGINS });
      if (!route) {
        res.setHeader('Allow', allow);
        throw new HttpError(405, `Method ${req.method} is not allowed here.`);
      }
      await route(req, res);
    } catch (error) {
      sendError(req, res, error);
    }
  };
}

export function sendOk<T>(res: NextApiResponse, data: T, message = 'OK', status = 200) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ success: true, message, data });
}

export function sendError(req: NextApiRequest, res: NextApiResponse, error: unknown) {
  if (res.headersSent) return;
  res.setHeader('Cache-Control', 'no-store');
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    res.status(error.status).json({
      success: false,
      message: error.message,
      ...(error.errors && { errors: error.errors }),
      ...(error.data !== undefined && { data: error.data }),
    });
    return;
  }
  if (error instanceof ZodError) {
    const errors = fieldErrors(error);
    res.status(400).json({ success: false, message: firstMessage(errors) ?? 'Please check your input.', errors });
    return;
  }
  const requestId = randomUUID();
  logger.error('unhandled api error', {
    requestId,
    method: req.method,
    path: req.url?.split('?')[0],
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  res.status(500).json({ success: false, message: `Something went wrong on our side. Reference: ${requestId}` });
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
  const body = req.body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return schema.parse(body);
}
