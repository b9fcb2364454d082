import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { saveEnquiry } from '@/lib/server/services/realEstate';
import { ENQUIRY_SUCCESS_MESSAGE, enquirySchema } from '@/lib/validations/realEstate';

export default defineHandler({
  POST: async (req, res) => {
    await hit(RATE_RULES.realEstateEnquiry, clientIp(req));
    const input = parseBody(enquirySchema, req);
    sendOk(res, await saveEnquiry(await getDb(), input), ENQUIRY_SUCCESS_MESSAGE, 201);
  },
});
