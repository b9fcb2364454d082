// Signed-in account routes shared by investors (/api/v1/user/profile/...) and partners
// (/api/v1/cp/profile/...): confirm one's own email or mobile number, or change it, with a code.
import type { Role } from '@/lib/auth/token';
import { PROFILE_API } from '@/lib/contracts/profile';
import { byCaller, withAccount } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply } from '@/lib/server/http/apiHandler';
import { badRequest } from '@/lib/server/http/httpError';
import { RATE_RULES } from '@/lib/server/rateLimit';
import {
  assertContactUnused,
  changeContact,
  contactVerification,
  findAccountById,
  markContactVerified,
} from '@/lib/server/services/accounts';
import { consumeCode, issueCode, maskDestination } from '@/lib/server/services/otp';
import { CODE_WRONG_MESSAGE } from '@/lib/validations/otp';

const NO_PHONE = 'Please add a mobile number to your profile first.';

/**
 * Sends of codes by a signed-in account: per account (hour and day) and per client address; per
 * destination in issueCode (the owner's own budget when it is the caller's own address). The account's first, so an anonymous call is a 401 that
 * counts nothing.
 */
export const codeSendLimits = (role: Role) => [
  { rule: RATE_RULES.otpSendAccountHour, key: byCaller(role) },
  { rule: RATE_RULES.otpSendAccountDay, key: byCaller(role) },
  { rule: RATE_RULES.otpSend },
];

/** POST { channel }: sends a code to the caller's own email or mobile number. GET: what is verified. */
export function verifySendRoute(role: Role) {
  return defineHandler(
    {
      GET: withAccount(role, async (_req, _res, caller) => contactVerification(await getDb(), role, caller.id)),
      POST: withAccount(role, async (req, _res, caller) => {
        const { channel } = parseBody(PROFILE_API[role].verifySend.input, req);
        const destination = channel === 'email' ? caller.email : caller.phone;
        if (!destination) throw badRequest(NO_PHONE, { channel: NO_PHONE });
        const target = { role, purpose: 'verify', channel, destination } as const;
        const sent = await issueCode(await getDb(), target, caller.id, { field: 'channel', signedInAs: caller.id });
        const sentTo = maskDestination(channel, destination);
        return reply({ ...sent, sentTo }, `We sent a code to ${sentTo}.`);
      }),
    },
    { rateLimit: { POST: codeSendLimits(role) } },
  );
}

/** POST { channel, code }: marks the caller's email or mobile number as verified. */
export function verifyConfirmRoute(role: Role) {
  return defineHandler(
    {
      POST: withAccount(role, async (req, _res, caller) => {
        const { channel, code } = parseBody(PROFILE_API[role].verifyConfirm.input, req);
        const destination = channel === 'email' ? caller.email : caller.phone;
        if (!destination) throw badRequest(NO_PHONE, { channel: NO_PHONE });
        const db = await getDb();
        await consumeCode(db, { role, purpose: 'verify', channel, destination }, code);
        await markContactVerified(db, role, caller.id, channel);
        const verified = await contactVerification(db, role, caller.id);
        return reply(verified, channel === 'email' ? 'Your email is verified.' : 'Your mobile number is verified.');
      }),
    },
    { rateLimit: { rule: RATE_RULES.otpVerify, key: byCaller(role) } },
  );
}

/** POST { channel, destination }: sends a code to the new email or mobile number. */
export function contactSendRoute(role: Role) {
  return defineHandler(
    {
      POST: withAccount(role, async (req, _res, caller) => {
        const { channel, destination } = parseBody(PROFILE_API[role].contactSend.input, req);
        const db = await getDb();
        const current = channel === 'email' ? caller.email : caller.phone;
        if (current === destination) {
          const message = channel === 'email' ? 'This is already your email.' : 'This is already your mobile number.';
          throw badRequest(message, { destination: message });
        }
        await assertContactUnused(db, role, caller.id, channel, destination);
        const purpose = channel === 'email' ? 'change-email' : 'change-phone';
        const sent = await issueCode(db, { role, purpose, channel, destination }, caller.id);
        return reply({ ...sent, sentTo: maskDestination(channel, destination) }, `We sent a code to ${destination}.`);
      }),
    },
    { rateLimit: codeSendLimits(role) },
  );
}

/** POST { channel, destination, code }: replaces the email or mobile number with the confirmed new one. */
export function contactConfirmRoute(role: Role) {
  return defineHandler(
    {
      POST: withAccount(role, async (req, _res, caller) => {
        const { channel, destination, code } = parseBody(PROFILE_API[role].contactConfirm.input, req);
        const db = await getDb();
        const purpose = channel === 'email' ? 'change-email' : 'change-phone';
        const owner = await consumeCode(db, { role, purpose, channel, destination }, code);
        // The code was issued to this account; another account's code for the same address is not ours.
        if (owner !== caller.id) throw badRequest(CODE_WRONG_MESSAGE, { code: CODE_WRONG_MESSAGE }, 'invalid_code');
        await changeContact(db, role, caller.id, channel, destination);
        const account = await findAccountById(db, role, caller.id);
        return reply(account, channel === 'email' ? 'Your email is changed.' : 'Your mobile number is changed.');
      }),
    },
    { rateLimit: { rule: RATE_RULES.otpVerify, key: byCaller(role) } },
  );
}
