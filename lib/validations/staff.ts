// Staff management in the console (issue 22): inviting a person with their roles, changing roles or
// disabling them, and the one-time link the person follows to join or to enrol a new authenticator.
import { STAFF_ROLES, STAFF_STATUSES, staffRoleEnum } from '@/lib/permissions';
import { z } from '@/lib/zod';

import { emailField, fullNameField, newPasswordField, passwordField } from './fields';
import { totpCodeField } from './operators';
import { listFormat, paginationQuery } from './pagination';

export const STAFF_MESSAGES = {
  rolesRequired: 'Choose at least one role.',
  nothingToChange: 'Say what to change: the roles, or whether they may sign in.',
  lastAdmin: 'Someone else must stay an admin who can sign in: make another person an admin first.',
  notYourself: 'You cannot disable yourself or take away your own admin role: ask another admin.',
  emailTaken: 'A staff member with this email already exists.',
  linkInvalid: 'This link has expired or has been used. Ask an admin for a new one.',
  notInvited: 'This person has already joined: there is no invitation to send again.',
  passwordsDiffer: 'The two passwords differ.',
  codeWrong: 'This code does not match. Check the time on your phone and try the next code.',
} as const;

// From a form, one checked box is a single value and none is no value: both read as a list.
const rolesField = z.preprocess(
  (value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value),
  z
    .array(staffRoleEnum, { error: STAFF_MESSAGES.rolesRequired })
    .min(1, STAFF_MESSAGES.rolesRequired)
    .max(STAFF_ROLES.length)
    .transform((roles) => [...new Set(roles)]),
);

export const staffInviteSchema = z.object({ email: emailField, fullName: fullNameField, roles: rolesField });
export type StaffInviteValues = z.output<typeof staffInviteSchema>;

export const staffUpdateSchema = z
  .object({ roles: rolesField.optional(), disabled: z.boolean({ error: 'Disabled is true or false.' }).optional() })
  .refine((value) => value.roles !== undefined || value.disabled !== undefined, { message: STAFF_MESSAGES.nothingToChange });
export type StaffUpdateValues = z.output<typeof staffUpdateSchema>;

export const staffListQuery = paginationQuery.extend({
  q: z.string().trim().max(100).optional(),
  role: staffRoleEnum.optional().catch(undefined),
  status: z.enum(STAFF_STATUSES).optional().catch(undefined),
  format: listFormat,
});

const tokenField = z
  .string({ error: STAFF_MESSAGES.linkInvalid })
  .trim()
  .min(20, STAFF_MESSAGES.linkInvalid)
  .max(200, STAFF_MESSAGES.linkInvalid);

/** Joining: a new password (twice) and a code from the authenticator just enrolled. */
export const staffJoinSchema = z
  .object({ token: tokenField, password: newPasswordField, confirmPassword: z.string(), code: totpCodeField })
  .refine((value) => value.password === value.confirmPassword, { message: STAFF_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });

/** Enrolling a new authenticator after an admin reset it: their password and a code from the new one. */
export const staffTotpEnrolSchema = z.object({ token: tokenField, password: passwordField, code: totpCodeField });

/** What the link's form sends, either way (the handler then applies the join's rules to a join). */
export const staffLinkSchema = staffTotpEnrolSchema.extend({ confirmPassword: z.string().optional() });
