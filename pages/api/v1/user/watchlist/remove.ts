import { watchlistRemoveApi } from '@/lib/contracts/watchlist';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { removeFromWatchlist } from '@/lib/server/services/watchlist';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) => {
    const { companyId } = parseBody(watchlistRemoveApi.input, req);
    return reply(await removeFromWatchlist(await getDb(), user.id, companyId), 'Removed from your watch list.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof watchlistRemoveApi>;
