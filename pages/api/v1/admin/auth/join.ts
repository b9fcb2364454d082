// A staff member follows their one-time link: to join (a new password, twice) or, after an admin reset
// their authenticator, to enrol the new one (their password). Either way with a code from the app.
// Anyone may call it; the link's token is the credential, and guesses are rate limited per address.
import { staffJoinApi } from '@/lib/contracts/staff';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { clientIp, RATE_RULES } from '@/lib/server/rateLimit';
import { staffLink, followStaffLink } from '@/lib/server/services/staff';
import { staffJoinSchema } from '@/lib/validations/staff';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const db = await getDb();
      const sent = parseBody(staffJoinApi.input, req);
      const link = await staffLink(db, sent.token);
      // Joining sets a password: the new-password rules and the second copy apply.
      const input = link?.purpose === 'invite' ? parseBody(staffJoinSchema, req) : sent;
      const used = await followStaffLink(db, input);
      return reply(
        used,
        used.purpose === 'invite'
          ? 'Welcome aboard: sign in with your email, password and a code.'
          : 'Your new authenticator is set: sign in.',
      );
    },
  },
  { rateLimit: { rule: RATE_RULES.signIn, key: (req) => `staff-join:${clientIp(req)}` } },
);
export default handler satisfies Serves<typeof handler, typeof staffJoinApi>;
