// Operators: the desk's queues with their counts and the oldest item's time.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { deskQueues } from '@/lib/server/services/adminDesk';
import { expireOverdueOrders } from '@/lib/server/services/orders';

export default defineHandler({
  GET: withOperator(async (_req, res) => {
    const db = await getDb();
    await expireOverdueOrders(db);
    sendOk(res, await deskQueues(db), 'Queues fetched.');
  }),
});
