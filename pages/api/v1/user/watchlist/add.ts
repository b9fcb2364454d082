import { watchlistAddApi } from '@/lib/contracts/watchlist';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { addToWatchlist } from '@/lib/server/services/watchlist';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) => {
    const { companyId } = parseBody(watchlistAddApi.input, req);
    const result = await addToWatchlist(await getDb(), user.id, companyId);
    return reply(result, `${result.companyName} is on your watch list.`);
  }),
});
export default handler satisfies Serves<typeof handler, typeof watchlistAddApi>;
