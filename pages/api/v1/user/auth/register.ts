import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { registerUser } from '@/lib/server/services/accounts';
import { startSession } from '@/lib/server/services/signIn';
import { userSignUpSchema } from '@/lib/validations/auth';

export default defineHandler({
  POST: async (req, res) => {
    await hit(RATE_RULES.register, clientIp(req));
    const input = parseBody(userSignUpSchema, req);
    const user = await registerUser(await getDb(), input);
    await startSession(res, 'user', user.id);
    sendOk(res, user, 'Your account is ready.', 201);
  },
});
