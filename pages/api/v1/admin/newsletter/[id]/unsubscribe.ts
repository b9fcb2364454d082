// Content: staff unsubscribe an address from the newsletter (POST). Audited; 409 when it already is.
import type { adminUnsubscribeApi } from '@/lib/contracts/inbox';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { unsubscribeByStaff } from '@/lib/server/services/inbox';
import { INBOX_MESSAGES } from '@/lib/validations/inbox';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('content:write', async (req, _res, operator) => {
    const row = await unsubscribeByStaff(await getDb(), operator.id, pathId(req.query.id, INBOX_MESSAGES.noSubscriber));
    return reply(row, `${row.email} is unsubscribed.`);
  }),
});
export default handler satisfies Serves<typeof handler, typeof adminUnsubscribeApi>;
