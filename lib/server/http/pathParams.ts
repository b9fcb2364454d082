// Path parameters of dynamic API routes: a malformed one names nothing, so it is a 404 like a missing row.
import { notFound } from '@/lib/server/http/httpError';
import { idParam } from '@/lib/validations/orders';

/** The numeric id in the path ([id]), or a 404 with the route's own not-found message. */
export function pathId(value: unknown, notFoundMessage: string): number {
  const id = idParam.safeParse(value);
  if (!id.success) throw notFound(notFoundMessage);
  return id.data;
}
