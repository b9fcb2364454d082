import type { NextRequest, NextResponse } from 'next/server';

export interface Visit {
  request: NextRequest;
  pathname: string;
  userId: number | null;
  partnerId: number | null;
  /** The signed-in operator (console at /admin); only checked on /admin paths. */
  operatorId?: number | null;
}

/** Each area answers with a response (redirect) or null to let the request through. */
export type AreaHandler = (visit: Visit) => NextResponse | null;
