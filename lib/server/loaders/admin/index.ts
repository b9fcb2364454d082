import { getDb } from '@/lib/server/db/client';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { deskQueueItems } from '@/lib/server/services/queues';
import { deskQueues } from '@/lib/server/services/queues';
import { expireOverdueOrders } from '@/lib/server/services/orders';

export const getServerSideProps = operatorLoader('staff', async (_ctx, operator) => {
  const db = await getDb();
  await expireOverdueOrders(db);
  const [queues, items] = await Promise.all([deskQueues(db, operator.roles), deskQueueItems(db, operator.roles)]);
  // The ages are counted from the server's clock, so the page renders the same on both sides.
  return { props: { queues, items, now: new Date().toISOString() } };
});
