// Admins: the staff list (search, role, status) and inviting a person with their roles.
import { staffInviteApi, staffListApi } from '@/lib/contracts/staff';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listGet } from '@/lib/server/http/listCsv';
import { inviteStaff, listStaff, STAFF_CSV } from '@/lib/server/services/staff';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: listGet('staff:read', staffListApi.input, listStaff, STAFF_CSV, 'Staff fetched.'),
  POST: withOperator('staff:write', async (req, _res, operator) => {
    const invited = await inviteStaff(await getDb(), operator.id, parseBody(staffInviteApi.input, req));
    return reply(
      invited,
      invited.emailSent
        ? 'Invitation sent. They set their password and authenticator from the link in the email.'
        : 'They are added, but the invitation email could not be sent: send it again from their page.',
      201,
    );
  }),
});
export default handler satisfies Serves<typeof handler, [typeof staffListApi, typeof staffInviteApi]>;
