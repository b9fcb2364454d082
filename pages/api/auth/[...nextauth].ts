import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';

import { authOptions, forNextAuth } from '@/lib/server/auth/nextAuthOptions';
import { sendError } from '@/lib/server/http/apiHandler';
import { assertCleanQuery } from '@/lib/server/http/cleanInput';

export default async function auth(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  // The text rule holds here too, though next-auth (not defineHandler) answers this route.
  try {
    assertCleanQuery(req.query);
  } catch (error) {
    sendError(req, res, error);
    return;
  }
  // next-auth 4 types this call's result as any; it settles once the response is sent.
  await NextAuth(forNextAuth(req), res, await authOptions());
}
