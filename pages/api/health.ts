// For load balancers and the test runner: 200 once the database is open and migrated.
import { sql } from 'drizzle-orm';

import { getDbHandle } from '@/lib/server/db/client';
import { defineHandler } from '@/lib/server/http/apiHandler';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: async () => {
    const { db, kind } = await getDbHandle();
    await db.execute(sql`select 1`);
    return { database: kind };
  },
});
export default handler;
