// Operators: the platform fee rate (basis points; GST is added on the fee) and the payment deadline. Audited.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { updateSettings } from '@/lib/server/services/adminDesk';
import { getPlatformSettings } from '@/lib/server/services/orders';
import { settingsPatchSchema } from '@/lib/validations/orders';

export default defineHandler({
  GET: withOperator(async (_req, res) => {
    sendOk(res, await getPlatformSettings(await getDb()), 'Settings fetched.');
  }),
  PATCH: withOperator(async (req, res, operator) => {
    const input = parseBody(settingsPatchSchema, req);
    sendOk(res, await updateSettings(await getDb(), operator.id, input), 'Settings updated.');
  }),
});
