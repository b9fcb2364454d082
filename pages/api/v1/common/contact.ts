import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { saveContactMessage } from '@/lib/server/services/contact';
import { CONTACT_SUCCESS_MESSAGE, contactSchema } from '@/lib/validations/contact';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const input = parseBody(contactSchema, req);
      return reply(await saveContactMessage(await getDb(), input), CONTACT_SUCCESS_MESSAGE, 201);
    },
  },
  { rateLimit: { rule: RATE_RULES.contact } },
);
export default handler;
export type ContactData = ApiData<typeof handler, 'POST'>;
