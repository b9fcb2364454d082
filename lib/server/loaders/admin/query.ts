// What the console's list pages read from their URL, and the detail pages' 404s.
import type { GetServerSidePropsContext } from 'next';

import { firstValue, oneOf, pageNumber } from '@/lib/query';
import { HttpError } from '@/lib/server/http/httpError';
import { parseId } from '@/lib/validations/ids';
import { MAX_PAGE } from '@/lib/validations/pagination';

/** Rows per page of every console list. */
export const ADMIN_PAGE_SIZE = 20;

export function listQuery<S extends string>(ctx: GetServerSidePropsContext, statuses: readonly S[]) {
  const q = firstValue(ctx.query.q).slice(0, 100);
  return {
    status: oneOf(statuses, ctx.query.status) ?? undefined,
    q: q || undefined,
    page: pageNumber(ctx.query.page, { max: MAX_PAGE }),
    limit: ADMIN_PAGE_SIZE,
  };
}

/** The id in the path, or null when it cannot be an id (the page is a 404). */
export function pathId(ctx: GetServerSidePropsContext): number | null {
  return parseId(firstValue(ctx.params?.id));
}

/** The service's answer, or null when it says 404. */
export async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
