// Public: unsubscribe from the newsletter with the signed link of its emails. A mail client's one-click
// "Unsubscribe" (RFC 8058) posts here with the token in the address; the page /newsletter/unsubscribe
// posts it in the body. A token this server did not sign is a 400 and changes nothing.
import type { newsletterUnsubscribeApi } from '@/lib/contracts/inbox';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { unsubscribeWithToken } from '@/lib/server/services/newsletter';
import { INBOX_MESSAGES } from '@/lib/validations/inbox';
import { unsubscribeQuery } from '@/lib/validations/newsletter';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      // The one-click body is "List-Unsubscribe=One-Click"; the token is then in the address.
      const fromBody = typeof req.body === 'object' && req.body !== null && 'token' in req.body;
      const { token } = fromBody ? parseBody(unsubscribeQuery, req) : parseQuery(unsubscribeQuery, req);
      return reply(await unsubscribeWithToken(await getDb(), token), INBOX_MESSAGES.unsubscribed);
    },
  },
  { rateLimit: { rule: RATE_RULES.newsletter } },
);
export default handler satisfies Serves<typeof handler, typeof newsletterUnsubscribeApi>;
