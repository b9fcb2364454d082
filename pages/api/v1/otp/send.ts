// POST { role?, purpose: "sign-in" | "reset", channel: "email" | "sms", destination }
// Answers the same whether or not an account uses the address.
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { accountIdByContact, issueCode } from '@/lib/server/services/otp';
import { CODE_SENT_MESSAGE, otpSendSchema } from '@/lib/validations/otp';

export default defineHandler({
  POST: async (req, res) => {
    await hit(RATE_RULES.otpSend, clientIp(req));
    const { role, purpose, channel, destination } = parseBody(otpSendSchema, req);
    await hit(RATE_RULES.otpSendDestination, `${role}:${destination}`);
    const db = await getDb();
    const accountId = await accountIdByContact(db, role, channel, destination);
    const sent = await issueCode(db, { role, purpose, channel, destination }, accountId);
    sendOk(res, sent, CODE_SENT_MESSAGE);
  },
});
