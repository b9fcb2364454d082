// Admins: sign a staff member out everywhere.
import { type staffSignOutApi } from '@/lib/contracts/staff';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { endStaffSessions } from '@/lib/server/services/staff';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('staff:write', async (req, _res, operator) => {
    const ended = await endStaffSessions(await getDb(), operator.id, pathId(req.query.id, 'No staff member has this id.'));
    return reply(ended, ended.sessionsEnded === 1 ? 'One session ended.' : `${ended.sessionsEnded} sessions ended.`);
  }),
});
export default handler satisfies Serves<typeof handler, typeof staffSignOutApi>;
