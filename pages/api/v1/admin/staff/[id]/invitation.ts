// Admins: send a new invitation link to someone who has not joined yet (the old link stops working).
import { type staffInvitationApi } from '@/lib/contracts/staff';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { resendInvitation } from '@/lib/server/services/staff';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('staff:write', async (req, _res, operator) => {
    const sent = await resendInvitation(await getDb(), operator.id, pathId(req.query.id, 'No staff member has this id.'));
    return reply(sent, sent.emailSent ? 'A new invitation is sent.' : 'The invitation email could not be sent: try again in a minute.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof staffInvitationApi>;
