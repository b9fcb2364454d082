// Operators: the platform fee rate (basis points; GST is added on the fee) and the payment deadline. Audited.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { updateSettings } from '@/lib/server/services/adminDesk';
import { getPlatformSettings } from '@/lib/server/services/orders';
import { settingsPatchSchema } from '@/lib/validations/orders';

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
