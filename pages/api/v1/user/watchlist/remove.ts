import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { removeFromWatchlist } from '@/lib/server/services/watchlist';
import { watchlistItemBody } from '@/lib/validations/watchlist';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) => {
    const { companyId } = parseBody(watchlistItemBody, req);
    return reply(await removeFromWatchlist(await getDb(), user.id, companyId), 'Removed from your watch list.');
  }),
});
export default handler;
export type WatchlistRemoveData = ApiData<typeof handler, 'POST'>;
