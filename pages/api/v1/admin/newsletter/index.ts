// Content: newsletter subscribers (GET, ?status, ?q, paged), or with `format=csv` every matching one as a download.
import type { adminSubscriberListApi } from '@/lib/contracts/inbox';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { sendCsv } from '@/lib/server/http/download';
import { listSubscribers, subscribersCsv } from '@/lib/server/services/inbox';
import { subscriberListQuery } from '@/lib/validations/inbox';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('content:read', async (req, res) => {
    const query = parseQuery(subscriberListQuery, req);
    if (query.format === 'csv') {
      res.setHeader('Cache-Control', 'private, no-store');
      sendCsv(res, 'newsletter-subscribers.csv', await subscribersCsv(await getDb(), query));
      return;
    }
    return reply(await listSubscribers(await getDb(), query), 'Subscribers fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof adminSubscriberListApi>;
