// Path parameters of dynamic API routes: a malformed one names nothing, so it is a 404 like a missing row.
import { notFound } from '@/lib/server/http/httpError';
import { parseId } from '@/lib/validations/ids';

/** The numeric id in the path ([id]), or a 404 with the route's own not-found message. */
export function pathId(value: unknown, notFoundMessage: string): number {
  const id = parseId(value);
  if (id === null) throw notFound(notFoundMessage);
  return id;
}

/** The slug in the path ([slug]) as lower case, or a 404 with the route's own not-found message. */
export function pathSlug(value: unknown, notFoundMessage: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) throw notFound(notFoundMessage);
  return value.toLowerCase();
}

/** A reference in the path ([reference], "PB-P-7K3Q9X2M") in upper case, or a 404 with the route's own not-found message. */
export function pathReference(value: unknown, notFoundMessage: string): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9-]{1,40}$/.test(value)) throw notFound(notFoundMessage);
  return value.toUpperCase();
}
