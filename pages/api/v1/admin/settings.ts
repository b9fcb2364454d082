// Operators: the platform fee rate (basis points; GST is added on the fee), the payment deadline, the limits
// on an investor's unpaid orders and the time a reported payment waits for the desk. Audited; a change of a
// control is proposed for a second admin's approval.
import { type platformSettingsApi, platformSettingsUpdateApi } from '@/lib/contracts/settings';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { getPlatformSettings, updateSettings } from '@/lib/server/services/settings';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('settings:read', async () => reply(await getPlatformSettings(await getDb()), 'Settings fetched.')),
  PATCH: withOperator('settings:write', async (req, _res, operator) => {
    const input = parseBody(platformSettingsUpdateApi.input, req);
    const updated = await updateSettings(await getDb(), operator.id, input);
    // A change of a control (a fee, a limit, a four-eyes threshold) waits for another admin: 202, nothing changed yet.
    return updated.approval
      ? reply(updated, 'A change of a control waits for another admin’s approval: nothing has changed yet.', 202)
      : reply(updated, 'Settings updated.');
  }),
});
export default handler satisfies Serves<typeof handler, [typeof platformSettingsApi, typeof platformSettingsUpdateApi]>;
