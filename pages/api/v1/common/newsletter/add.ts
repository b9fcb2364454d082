import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { subscribe } from '@/lib/server/services/newsletter';
import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSchema } from '@/lib/validations/newsletter';

export default defineHandler({
  POST: async (req, res) => {
    await hit(RATE_RULES.newsletter, clientIp(req));
    const input = parseBody(newsletterSchema, req);
    sendOk(res, await subscribe(await getDb(), input.email, input.deviceType), NEWSLETTER_SUCCESS_MESSAGE, 201);
  },
});
