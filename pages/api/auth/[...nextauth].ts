import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';

import { authOptions } from '@/lib/server/auth/nextAuthOptions';

export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  await NextAuth(req, res, authOptions());
}
