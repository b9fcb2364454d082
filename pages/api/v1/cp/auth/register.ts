import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { registerPartner } from '@/lib/server/services/accounts';
import { startSession } from '@/lib/server/services/signIn';
import { partnerSignUpSchema } from '@/lib/validations/auth';

export default defineHandler({
  POST: async (req, res) => {
    await hit(RATE_RULES.register, clientIp(req));
    const input = parseBody(partnerSignUpSchema, req);
    const partner = await registerPartner(await getDb(), input);
    await startSession(res, 'partner', partner.id);
    sendOk(res, partner, 'Welcome aboard, partner.', 201);
  },
});
