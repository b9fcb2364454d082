// Admins: one staff member (roles, status, sessions, history), and changing their roles or whether they may sign in.
import { type staffApi, staffUpdateApi } from '@/lib/contracts/staff';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { getStaff, updateStaff } from '@/lib/server/services/staff';

export const config = { api: { bodyParser: false } };

const NOT_FOUND = 'No staff member has this id.';

const handler = defineHandler({
  GET: withOperator('staff:read', async (req) =>
    reply(await getStaff(await getDb(), pathId(req.query.id, NOT_FOUND)), 'Staff member fetched.'),
  ),
  PATCH: withOperator('staff:write', async (req, _res, operator) => {
    const id = pathId(req.query.id, NOT_FOUND);
    return reply(await updateStaff(await getDb(), operator.id, id, parseBody(staffUpdateApi.input, req)), 'Saved.');
  }),
});
export default handler satisfies Serves<typeof handler, [typeof staffApi, typeof staffUpdateApi]>;
