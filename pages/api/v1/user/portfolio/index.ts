// The investor's holdings valued at the latest prices, totals and XIRR.
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { getPortfolio } from '@/lib/server/services/portfolio';

export default defineHandler({
  GET: withUser(async (_req, res, user) => {
    sendOk(res, await getPortfolio(await getDb(), user.id), 'Portfolio fetched.');
  }),
});
