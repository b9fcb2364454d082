import { watchlistApi } from '@/lib/contracts/watchlist';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listWatchlist } from '@/lib/server/services/watchlist';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) =>
    reply(await listWatchlist(await getDb(), user.id, parseQuery(watchlistApi.input, req)), 'Watch list fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof watchlistApi>;
