import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { subscribe } from '@/lib/server/services/newsletter';
import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSchema } from '@/lib/validations/newsletter';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const input = parseBody(newsletterSchema, req);
      return reply(await subscribe(await getDb(), input.email, input.deviceType), NEWSLETTER_SUCCESS_MESSAGE, 201);
    },
  },
  { rateLimit: { rule: RATE_RULES.newsletter } },
);
export default handler;
export type NewsletterData = ApiData<typeof handler, 'POST'>;
