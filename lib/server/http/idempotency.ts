// Idempotency-Key in the route layer: the header is read here and a plain key goes to the service
// (services/idempotency.ts stores and replays answers); the stored answer goes back as the reply.
import type { NextApiRequest, NextApiResponse } from 'next';

import { reply, type Reply } from '@/lib/server/http/apiHandler';
import { badRequest } from '@/lib/server/http/httpError';
import type { StoredAnswer } from '@/lib/server/services/idempotency';
import { idempotencyKeyHeader, ORDER_MESSAGES } from '@/lib/validations/orders';

/** The request's Idempotency-Key header, or a 400 when it is missing or malformed. */
function idempotencyKeyFrom(req: NextApiRequest): string {
  const parsed = idempotencyKeyHeader.safeParse(req.headers['idempotency-key']);
  if (!parsed.success) throw badRequest(ORDER_MESSAGES.idempotencyKey, { idempotencyKey: ORDER_MESSAGES.idempotencyKey });
  return parsed.data;
}

/** The request's Idempotency-Key header when it sends one (a 400 when it is malformed), else undefined. */
export function optionalIdempotencyKey(req: NextApiRequest): string | undefined {
  return req.headers['idempotency-key'] === undefined ? undefined : idempotencyKeyFrom(req);
}

/**
 * Runs a service with the request's key and answers what it stored: the same status, message and
 * data as the first time, marked with Idempotent-Replayed when it is a replay.
 */
export async function withIdempotencyKey<T>(
  req: NextApiRequest,
  res: NextApiResponse,
  run: (idempotencyKey: string) => Promise<StoredAnswer<T>>,
): Promise<Reply<T>> {
  return replyStored(res, await run(idempotencyKeyFrom(req)));
}

/** Answers what a service stored (or answered fresh), marked with Idempotent-Replayed when it is a replay. */
export function replyStored<T>(res: NextApiResponse, answer: StoredAnswer<T>): Reply<T> {
  if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
  return reply(answer.data, answer.message, answer.status);
}
