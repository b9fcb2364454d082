import { contactApi } from '@/lib/contracts/enquiries';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { saveContactMessage } from '@/lib/server/services/contact';
import { CONTACT_SUCCESS_MESSAGE } from '@/lib/validations/contact';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const input = parseBody(contactApi.input, req);
      return reply(await saveContactMessage(await getDb(), input), CONTACT_SUCCESS_MESSAGE, 201);
    },
  },
  { rateLimit: { rule: RATE_RULES.contact } },
);
export default handler satisfies Serves<typeof handler, typeof contactApi>;
