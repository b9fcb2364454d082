import type { NextApiRequest, NextApiResponse } from 'next';

import { badRequest } from '@/lib/server/http/httpError';
import type { StoredAnswer } from '@/lib/server/services/idempotency';
import { idempotencyKeyHeader, ORDER_MESSAGES } from '@/lib/validations/orders';

/** The request's Idempotency-Key header, or a 400 when it is missing or malformed. */
export function idempotencyKeyFrom(req: NextApiRequest): string {
  const parsed = idempotencyKeyHeader.safeParse(req.headers['idempotency-key']);
  if (!parsed.success) throw badRequest(ORDER_MESSAGES.idempotencyKey, { idempotencyKey: ORDER_MESSAGES.idempotencyKey });
  return parsed.data;
}

/** Sends a stored answer: the same status and body as the first time, marked when it is a replay. */
export function sendStored<T>(res: NextApiResponse, answer: StoredAnswer<T>) {
  if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
  res.setHeader('Cache-Control', 'no-store');
  res.status(answer.status).json({ success: true, message: answer.message, data: answer.data });
}
