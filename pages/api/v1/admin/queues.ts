// Operators: the desk's queues with their counts and the oldest item's time.
import { type deskQueuesApi } from '@/lib/contracts/queues';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { deskQueues } from '@/lib/server/services/queues';
import { expireOverdueOrders } from '@/lib/server/services/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('staff', async (_req, _res, operator) => {
    const db = await getDb();
    await expireOverdueOrders(db);
    return reply(await deskQueues(db, operator.roles), 'Queues fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof deskQueuesApi>;
