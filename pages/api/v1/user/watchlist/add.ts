import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { addToWatchlist } from '@/lib/server/services/watchlist';
import { watchlistItemBody } from '@/lib/validations/watchlist';

export default defineHandler({
  POST: withUser(async (req, res, user) => {
    const { companyId } = parseBody(watchlistItemBody, req);
    const result = await addToWatchlist(await getDb(), user.id, companyId);
    sendOk(res, result, `${result.companyName} is on your watch list.`);
  }),
});
