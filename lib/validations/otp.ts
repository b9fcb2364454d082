// One-time codes and password reset: shared by the forms and the API, with the same messages.
import { z } from '@/lib/zod';

import { emailField, indianMobileField, newPasswordField } from './fields';

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

export const codeField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Code is required.' : 'Code must be text.') })
  .trim()
  .min(1, 'Code is required.')
  .regex(/^\d{6}$/, `Please enter the ${OTP_LENGTH}-digit code.`);

export const roleField = z.enum(['user', 'partner'], { error: 'Role must be "user" or "partner".' }).default('user');
/** Where a one-time code goes; the one list (the db column, the forms and the API use it). */
export const CODE_CHANNELS = ['email', 'sms'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
export const channelField = z.enum(CODE_CHANNELS, { error: 'Channel must be "email" or "sms".' });

const contactShape = {
  channel: channelField,
  destination: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'Email or mobile number is required.' : 'Email or mobile number must be text.',
    })
    .trim()
    .min(1, 'Email or mobile number is required.')
    .max(254, 'Email or mobile number must be at most 254 characters.'),
};

/** The destination must be an email for the email channel and an Indian mobile number for SMS. */
function normaliseDestination<V extends { channel: CodeChannel; destination: string }>(value: V, ctx: z.RefinementCtx): V {
  const parsed = (value.channel === 'email' ? emailField : indianMobileField).safeParse(value.destination);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', path: ['destination'], message: parsed.error.issues[0]?.message });
    return z.NEVER;
  }
  return { ...value, destination: parsed.data };
}

export const otpSendSchema = z
  .object({
    role: roleField,
    purpose: z.enum(['sign-in', 'reset'], { error: 'Purpose must be "sign-in" or "reset".' }),
    ...contactShape,
  })
  .transform(normaliseDestination);

export const otpSignInSchema = z.object({ role: roleField, code: codeField, ...contactShape }).transform(normaliseDestination);

export const passwordResetSchema = z
  .object({ role: roleField, code: codeField, password: newPasswordField, ...contactShape })
  .transform(normaliseDestination);

/** Signed-in: send a code to confirm one's own email or mobile number. */
export const verifyContactSendSchema = z.object({ channel: channelField });
export const verifyContactSchema = z.object({ channel: channelField, code: codeField });

/** Signed-in: change email or mobile number; the code goes to the new one. */
export const changeContactSendSchema = z.object(contactShape).transform(normaliseDestination);
export const changeContactSchema = z.object({ code: codeField, ...contactShape }).transform(normaliseDestination);

export type OtpSendInput = z.input<typeof otpSendSchema>;
export type OtpSignInValues = z.output<typeof otpSignInSchema>;

export const CODE_SENT_MESSAGE = 'If an account uses that address, a code is on its way.';
export const CODE_WRONG_MESSAGE = 'That code is not right. Please check it and try again.';
export const CODE_EXPIRED_MESSAGE = 'This code has expired or was already used. Please ask for a new one.';
export const CODE_ATTEMPTS_MESSAGE = 'Too many wrong codes. Please ask for a new one.';
