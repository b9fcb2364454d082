import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { removeFromWatchlist } from '@/lib/server/services/watchlist';
import { watchlistItemBody } from '@/lib/validations/watchlist';

export default defineHandler({
  POST: withUser(async (req, res, user) => {
    const { companyId } = parseBody(watchlistItemBody, req);
    sendOk(res, await removeFromWatchlist(await getDb(), user.id, companyId), 'Removed from your watch list.');
  }),
});
