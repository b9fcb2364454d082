import { newsletterApi } from '@/lib/contracts/enquiries';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { subscribe } from '@/lib/server/services/newsletter';
import { NEWSLETTER_SUCCESS_MESSAGE } from '@/lib/validations/newsletter';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const input = parseBody(newsletterApi.input, req);
      return reply(await subscribe(await getDb(), input.email, input.deviceType), NEWSLETTER_SUCCESS_MESSAGE, 201);
    },
  },
  { rateLimit: { rule: RATE_RULES.newsletter } },
);
export default handler satisfies Serves<typeof handler, typeof newsletterApi>;
