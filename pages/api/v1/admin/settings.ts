// Operators: the platform fee rate (basis points; GST is added on the fee), the payment deadline, the limits
// on an investor's unpaid orders and the time a reported payment waits for the desk. Audited.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { getPlatformSettings, updateSettings } from '@/lib/server/services/settings';
import { settingsPatchSchema } from '@/lib/validations/settings';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator(async () => reply(await getPlatformSettings(await getDb()), 'Settings fetched.')),
  PATCH: withOperator(async (req, _res, operator) => {
    const input = parseBody(settingsPatchSchema, req);
    return reply(await updateSettings(await getDb(), operator.id, input), 'Settings updated.');
  }),
});
export default handler;
export type PlatformSettingsData = ApiData<typeof handler, 'GET'>;
export type PlatformSettingsUpdateData = ApiData<typeof handler, 'PATCH'>;
