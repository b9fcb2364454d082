import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';

import { authOptions, forNextAuth } from '@/lib/server/auth/nextAuthOptions';

export default function auth(req: NextApiRequest, res: NextApiResponse) {
  return NextAuth(forNextAuth(req), res, authOptions());
}
