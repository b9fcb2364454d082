// The investor's watch-list alerts: list them, or set one on a company of their watch list.
import { watchAlertCreateApi, type watchAlertsApi } from '@/lib/contracts/watchlist';
import { byCaller, withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { createWatchAlert, listWatchAlerts } from '@/lib/server/services/watchAlerts';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: withUser(async (_req, _res, user) => reply({ result: await listWatchAlerts(await getDb(), user.id) }, 'Alerts fetched.')),
    POST: withUser(async (req, _res, user) => {
      const result = await createWatchAlert(await getDb(), user.id, parseBody(watchAlertCreateApi.input, req));
      return reply(result, result.created ? 'Alert set.' : 'This alert is already set.', result.created ? 201 : 200);
    }),
  },
  { rateLimit: { POST: { rule: { name: 'watch-alert', limit: 60, windowMs: 60 * 60_000 }, key: byCaller('user') } } },
);
export default handler satisfies Serves<typeof handler, [typeof watchAlertCreateApi, typeof watchAlertsApi]>;
