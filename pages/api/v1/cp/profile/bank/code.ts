// Emails the partner a one-time code to confirm a change of their bank account and PAN.
import { type partnerBankCodeApi } from '@/lib/contracts/bankAccounts';
import { byCaller, withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { maskDestination } from '@/lib/server/services/otp';
import { sendBankAccountCode } from '@/lib/server/services/partnerBank';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: withPartner(async (_req, _res, partner) =>
      reply(await sendBankAccountCode(await getDb(), partner), `We sent a code to ${maskDestination('email', partner.email)}.`),
    ),
  },
  {
    rateLimit: [
      { rule: RATE_RULES.otpSendAccountHour, key: byCaller('partner') },
      { rule: RATE_RULES.otpSendAccountDay, key: byCaller('partner') },
      { rule: RATE_RULES.otpSend },
    ],
  },
);
export default handler satisfies Serves<typeof handler, typeof partnerBankCodeApi>;
