import { startupEnquiryApi } from '@/lib/contracts/enquiries';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { saveStartupEnquiry } from '@/lib/server/services/startups';
import { STARTUP_ENQUIRY_SUCCESS_MESSAGE } from '@/lib/validations/startupEnquiry';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const input = parseBody(startupEnquiryApi.input, req);
      return reply(await saveStartupEnquiry(await getDb(), input), STARTUP_ENQUIRY_SUCCESS_MESSAGE, 201);
    },
  },
  { rateLimit: { rule: RATE_RULES.startupEnquiry } },
);
export default handler satisfies Serves<typeof handler, typeof startupEnquiryApi>;
