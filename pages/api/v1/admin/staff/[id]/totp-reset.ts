// Admins: reset a staff member's authenticator (a lost phone): their sessions end and they get a link to enrol a new one.
import { type staffTotpResetApi } from '@/lib/contracts/staff';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { resetStaffTotp } from '@/lib/server/services/staff';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('staff:write', async (req, _res, operator) => {
    const reset = await resetStaffTotp(await getDb(), operator.id, pathId(req.query.id, 'No staff member has this id.'));
    return reply(
      reset,
      reset.emailSent
        ? 'Authenticator reset: they are signed out and have an email to set up a new one.'
        : 'Authenticator reset and signed out, but the email could not be sent: reset it again to send a new link.',
    );
  }),
});
export default handler satisfies Serves<typeof handler, typeof staffTotpResetApi>;
