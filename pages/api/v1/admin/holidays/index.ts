// Operators: the market holidays a transfer's working days skip (GET), and a new one (POST, 201). Audited.
import { type adminHolidayListApi, adminHolidayAddedApi } from '@/lib/contracts/settings';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { addHoliday, listHolidays } from '@/lib/server/services/settings';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('settings:read', async () => reply(await listHolidays(await getDb()), 'Holidays fetched.')),
  POST: withOperator('settings:write', async (req, _res, operator) =>
    reply(await addHoliday(await getDb(), operator.id, parseBody(adminHolidayAddedApi.input, req)), 'The holiday is added.', 201),
  ),
});
export default handler satisfies Serves<typeof handler, [typeof adminHolidayListApi, typeof adminHolidayAddedApi]>;
