import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { listWatchlist } from '@/lib/server/services/watchlist';
import { watchlistListQuery } from '@/lib/validations/watchlist';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) =>
    reply(await listWatchlist(await getDb(), user.id, parseQuery(watchlistListQuery, req)), 'Watch list fetched.'),
  ),
});
export default handler;
export type WatchlistData = ApiData<typeof handler, 'GET'>;
