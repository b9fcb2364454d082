import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, sendOk } from '@/lib/server/http/apiHandler';
import { listWatchlist } from '@/lib/server/services/watchlist';
import { watchlistListQuery } from '@/lib/validations/watchlist';

export default defineHandler({
  GET: withUser(async (req, res, user) => {
    sendOk(res, await listWatchlist(await getDb(), user.id, parseQuery(watchlistListQuery, req)), 'Watch list fetched.');
  }),
});
