// One-time codes: six digits, sent by email or SMS, stored as an HMAC (never the code), valid for
// OTP_TTL_MINUTES, OTP_MAX_ATTEMPTS tries, used once; sends to one destination limited per budget (countSend).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import { and, desc, eq, isNull, sql } from 'drizzle-orm';

import { itemAt } from '@/lib/arrays';
import type { Role } from '@/lib/auth/token';
import { brand } from '@/lib/brand';
import type { Db } from '@/lib/server/db/client';
import { oneTimeCodes, type CodeChannel, type OneTimeCodePurpose } from '@/lib/server/db/schema';
import { derivedSecret } from '@/lib/server/auth/secret';
import { badRequest, HttpError } from '@/lib/server/http/httpError';
import { logger } from '@/lib/server/logger';
import { hit, RATE_RULES } from '@/lib/server/rateLimit';
import { getMailer } from '@/lib/server/messaging/mailer';
import { getSmsProvider } from '@/lib/server/messaging/sms';
import { tableFor } from '@/lib/server/services/accounts';
import {
  CODE_ATTEMPTS_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  CODE_WRONG_MESSAGE,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
} from '@/lib/validations/otp';

/** What a code is for: signing in, verifying an address, a reset, a new bank account, closing one's account… */
export type CodePurpose = OneTimeCodePurpose;

export interface CodeTarget {
  role: Role;
  purpose: CodePurpose;
  channel: CodeChannel;
  /** Normalised: lower-case email or 10-digit mobile number. */
  destination: string;
}

export interface CodeSent {
  expiresInSeconds: number;
  resendInSeconds: number;
}

async function hashCode(target: CodeTarget, code: string) {
  return createHmac('sha256', await derivedSecret('one-time-codes'))
    .update(`${target.role}:${target.purpose}:${target.channel}:${target.destination}:${code}`)
    .digest('hex');
}

const sameTarget = (target: CodeTarget) =>
  and(
    eq(oneTimeCodes.role, target.role),
    eq(oneTimeCodes.purpose, target.purpose),
    eq(oneTimeCodes.channel, target.channel),
    eq(oneTimeCodes.destination, target.destination),
  );

/** The account (of role) whose email or mobile number is destination, if any. */
export async function accountIdByContact(db: Db, role: Role, channel: CodeChannel, destination: string) {
  const table = tableFor(role);
  const column = channel === 'email' ? table.email : table.phone;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(column, destination)).limit(1);
  return row?.id ?? null;
}

/** Whose budget a send to a destination comes from: its owner, signed in, or anyone else (signed out included). */
type SendBudget = 'owner' | 'anyone';

/**
 * Counts a send to target's destination in budget: a gap of OTP_RESEND_SECONDS between two sends, a
 * few in a short window (then a cooldown, not an hour's wait) and a daily cap, across accounts, roles
 * and purposes. The owner signed in has a budget of their own, so no stranger can use theirs up; the
 * two daily caps together bound what one phone or inbox receives. Counted in the rate store before
 * anything is sent, atomically, so two requests at once from one budget cannot both send; a refusal
 * is a 429 with its message on `field`.
 */
async function countSend({ channel, destination }: CodeTarget, budget: SendBudget, field: string) {
  const key = `${budget}:${channel}:${destination}`;
  for (const rule of [RATE_RULES.otpSendGap, RATE_RULES.otpSendDestinationBurst, RATE_RULES.otpSendDestinationDay]) {
    await hit(rule, key, { field });
  }
}

export interface IssueOptions {
  /** Where a refusal's message goes (the form's destination field by default). */
  field?: string;
  /** The signed-in account asking: when target's destination is its own, the send counts in the owner's budget. */
  signedInAs?: number;
}

/**
 * Creates a code for target and sends it, unless accountId is null: then a row is still written and
 * the send counted (so limits and answers are the same whether or not an account exists) but nothing
 * is sent.
 */
export async function issueCode(
  db: Db,
  target: CodeTarget,
  accountId: number | null,
  { field = 'destination', signedInAs }: IssueOptions = {},
): Promise<CodeSent> {
  const owner = signedInAs !== undefined && (await accountIdByContact(db, target.role, target.channel, target.destination)) === signedInAs;
  await countSend(target, owner ? 'owner' : 'anyone', field);
  const now = new Date();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashCode(target, code);
  const rows = await db.transaction(async (tx) => {
    // A new code replaces any earlier one for the same purpose and address.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(sameTarget(target), isNull(oneTimeCodes.consumedAt)));
    return tx
      .insert(oneTimeCodes)
      .values({
        ...target,
        purpose: target.purpose,
        accountId,
        codeHash,
        expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
        createdAt: now,
      })
      .returning({ id: oneTimeCodes.id });
  });

  if (accountId !== null) {
    try {
      await deliver(target, code);
    } catch (error) {
      logger.error('could not send one-time code', { channel: target.channel, purpose: target.purpose, error: (error as Error).message });
      await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, itemAt(rows, 0).id));
      throw new HttpError(502, 'We could not send the code just now. Please try again in a minute.');
    }
  }
  return { expiresInSeconds: OTP_TTL_MINUTES * 60, resendInSeconds: OTP_RESEND_SECONDS };
}

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  'sign-in': 'sign-in code',
  verify: 'verification code',
  reset: 'password reset code',
  'change-email': 'code to confirm your new email address',
  'change-phone': 'code to confirm your new mobile number',
  'bank-account': 'code to confirm the change of your bank account and PAN',
  'close-account': 'code to confirm closing your account',
};

async function deliver(target: CodeTarget, code: string) {
  const what = PURPOSE_TEXT[target.purpose];
  const line = `Your ${brand.name} ${what} is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`;
  if (target.channel === 'sms') {
    await getSmsProvider().send({ to: target.destination, message: `${line} Never share it with anyone.` });
    return;
  }
  await getMailer().send({
    to: target.destination,
    subject: `${code} is your ${brand.name} ${what}`,
    text: [
      line,
      '',
      `Never share this code. ${brand.name} staff will never ask you for it.`,
      'If you did not ask for it, you can ignore this email: nothing changes without the code.',
    ].join('\n'),
  });
}

/**
 * Uses the latest code for target. Returns the account id it was issued for; throws a 400 with a
 * message on the `code` field when it is wrong, expired, used or out of attempts.
 */
export async function consumeCode(db: Db, target: CodeTarget, code: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(sameTarget(target), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= now) throw badRequest(CODE_EXPIRED_MESSAGE, { code: CODE_EXPIRED_MESSAGE }, 'invalid_code');
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw badRequest(CODE_ATTEMPTS_MESSAGE, { code: CODE_ATTEMPTS_MESSAGE }, 'invalid_code');

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(await hashCode(target, code), 'hex');
  const { accountId } = row;
  const matches = accountId !== null && expected.length === given.length && timingSafeEqual(expected, given);
  if (!matches) {
    const [updated] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, row.id))
      .returning({ attempts: oneTimeCodes.attempts });
    const left = OTP_MAX_ATTEMPTS - (updated?.attempts ?? OTP_MAX_ATTEMPTS);
    const message = left > 0 ? `${CODE_WRONG_MESSAGE} ${left} ${left === 1 ? 'try' : 'tries'} left.` : CODE_ATTEMPTS_MESSAGE;
    throw badRequest(message, { code: message }, 'invalid_code');
  }
  // Used once: of two requests racing with the right code, only one gets the row.
  const [used] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!used) throw badRequest(CODE_EXPIRED_MESSAGE, { code: CODE_EXPIRED_MESSAGE }, 'invalid_code');
  return accountId;
}

/** "r****@example.com" / "******3210": enough to recognise, not to harvest. */
export function maskDestination(channel: CodeChannel, destination: string) {
  if (channel === 'sms') return `${'*'.repeat(6)}${destination.slice(-4)}`;
  const [local = '', domain = ''] = destination.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(3, local.length - 1))}@${domain}`;
}
