// Any /api/v1 path without a handler answers in the envelope, not with Next's HTML 404.
import type { NextApiRequest, NextApiResponse } from 'next';

import { sendError, setSecurityHeaders } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';

// No body is read here, so a malformed one is not answered with Next's plain-text error either.
export const config = { api: { bodyParser: false } };

export default function unknownEndpoint(req: NextApiRequest, res: NextApiResponse) {
  setSecurityHeaders(res);
  sendError(req, res, notFound('No such API endpoint.'));
}
