import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';

import { authOptions, forNextAuth } from '@/lib/server/auth/nextAuthOptions';
import { readBody, sendError, setSecurityHeaders } from '@/lib/server/http/apiHandler';
import { assertCleanQuery } from '@/lib/server/http/cleanInput';

// The body is read below, as for every other route: within the same limit, refused before it is buffered.
export const config = { api: { bodyParser: false } };

export default async function auth(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  setSecurityHeaders(res);
  // The text rule holds here too, though next-auth (not defineHandler) answers this route.
  try {
    assertCleanQuery(req.query);
    // Unless a caller that ignores `config` already parsed it (as defineHandler does for its routes).
    if (req.body === undefined) req.body = await readBody(req);
  } catch (error) {
    sendError(req, res, error);
    return;
  }
  // next-auth 4 types this call's result as any; it settles once the response is sent.
  await NextAuth(forNextAuth(req), res, await authOptions());
}
