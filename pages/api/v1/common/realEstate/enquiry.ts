import { enquiryApi } from '@/lib/contracts/enquiries';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { saveEnquiry } from '@/lib/server/services/realEstate';
import { ENQUIRY_SUCCESS_MESSAGE } from '@/lib/validations/realEstate';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const input = parseBody(enquiryApi.input, req);
      return reply(await saveEnquiry(await getDb(), input), ENQUIRY_SUCCESS_MESSAGE, 201);
    },
  },
  { rateLimit: { rule: RATE_RULES.realEstateEnquiry } },
);
export default handler satisfies Serves<typeof handler, typeof enquiryApi>;
