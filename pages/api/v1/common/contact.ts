import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { saveContactMessage } from '@/lib/server/services/contact';
import { CONTACT_SUCCESS_MESSAGE, contactSchema } from '@/lib/validations/contact';

export default defineHandler({
  POST: async (req, res) => {
    await hit(RATE_RULES.contact, clientIp(req));
    const input = parseBody(contactSchema, req);
    sendOk(res, await saveContactMessage(await getDb(), input), CONTACT_SUCCESS_MESSAGE, 201);
  },
});
