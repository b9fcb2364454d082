// Deletes one of the investor's alerts; another investor's alert id is a 404.
import { type watchAlertDeleteApi } from '@/lib/contracts/watchlist';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { deleteWatchAlert } from '@/lib/server/services/watchAlerts';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  DELETE: withUser(async (req, _res, user) =>
    reply(await deleteWatchAlert(await getDb(), user.id, pathId(req.query.id, 'No such alert.')), 'Alert deleted.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof watchAlertDeleteApi>;
