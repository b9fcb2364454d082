// Operators: the grievance officer and the principal officer (names, emails, phones) that
// /grievance-redressal names. Audited; the public page is refreshed.
import { type grievanceOfficersApi, grievanceOfficersUpdateApi } from '@/lib/contracts/settings';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { getGrievanceOfficers, updateGrievanceOfficers } from '@/lib/server/services/grievances';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('settings:read', async () => reply(await getGrievanceOfficers(await getDb()), 'Officers fetched.')),
  PUT: withOperator('settings:write', async (req, _res, operator) => {
    const input = parseBody(grievanceOfficersUpdateApi.input, req);
    return reply(await updateGrievanceOfficers(await getDb(), operator.id, input), 'The grievance officers are updated.');
  }),
});
export default handler satisfies Serves<typeof handler, [typeof grievanceOfficersApi, typeof grievanceOfficersUpdateApi]>;
