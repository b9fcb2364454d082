import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';

import { authOptions, forNextAuth } from '@/lib/server/auth/nextAuthOptions';

export default async function auth(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  // next-auth 4 types this call's result as any; it settles once the response is sent.
  await NextAuth(forNextAuth(req), res, await authOptions());
}
