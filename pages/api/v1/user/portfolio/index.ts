// The investor's holdings valued at the latest prices, totals and XIRR.
import { type portfolioApi } from '@/lib/contracts/portfolio';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { getPortfolio } from '@/lib/server/services/portfolio';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (_req, _res, user) => reply(await getPortfolio(await getDb(), user.id), 'Portfolio fetched.')),
});
export default handler satisfies Serves<typeof handler, typeof portfolioApi>;
