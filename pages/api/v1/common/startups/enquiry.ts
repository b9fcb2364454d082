import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { saveStartupEnquiry } from '@/lib/server/services/startups';
import { STARTUP_ENQUIRY_SUCCESS_MESSAGE, startupEnquirySchema } from '@/lib/validations/startupEnquiry';

export default defineHandler({
  POST: async (req, res) => {
    await hit(RATE_RULES.startupEnquiry, clientIp(req));
    const input = parseBody(startupEnquirySchema, req);
    sendOk(res, await saveStartupEnquiry(await getDb(), input), STARTUP_ENQUIRY_SUCCESS_MESSAGE, 201);
  },
});
