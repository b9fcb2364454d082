// For load balancers and the test runner: 200 once the database is open and migrated.
import { sql } from 'drizzle-orm';

import { getDbHandle } from '@/lib/server/db/client';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';

export default defineHandler({
  GET: async (_req, res) => {
    const { db, kind } = await getDbHandle();
    await db.execute(sql`select 1`);
    sendOk(res, { database: kind }, 'OK');
  },
});
