// The profile and contact-change APIs of investors and partners: one route per role, built by the
// factories in lib/server/routes (profileRoutes.ts, contactRoutes.ts), which parse their input with these
// contracts. Each role's routes are the same paths under its client (user, cp; the pictures under image/<client>).
import type { Jsonify } from '@/lib/api/envelope';
import { contract, multipart, type Answer } from '@/lib/contracts/contract';
import type { contactVerification, findAccountById, PublicPartner, PublicUser } from '@/lib/server/services/accounts';
import type { issueCode } from '@/lib/server/services/otp';
import type { replaceProfileImage } from '@/lib/server/services/profile';
import { changeContactSchema, changeContactSendSchema, verifyContactSchema, verifyContactSendSchema } from '@/lib/validations/otp';
import { partnerProfileSchema, passwordChangeSchema, userProfileSchema } from '@/lib/validations/profile';

/** The caller's profile, as read and as saved. */
export type ProfileData = Jsonify<PublicUser | PublicPartner>;
export type PasswordChangedData = null;
export type ContactVerificationData = Answer<typeof contactVerification>;
/** A code sent, and where to (masked). */
export type CodeSentToData = Answer<typeof issueCode> & { sentTo: string };
export type ProfileImageData = Answer<typeof replaceProfileImage>;

/** Whose profile: the investor's (/api/v1/user, /api/v1/image/user) or the partner's (/api/v1/cp, /api/v1/image/cp). */
export type ProfileRole = 'user' | 'partner';

function profileContracts<const Schema extends typeof userProfileSchema | typeof partnerProfileSchema>(
  client: 'user' | 'cp',
  profileSchema: Schema,
) {
  return {
    profile: contract<ProfileData>()(client, 'GET', 'profile'),
    update: contract<ProfileData>()(client, 'PATCH', 'profile', profileSchema),
    password: contract<PasswordChangedData>()(client, 'POST', 'profile/password', passwordChangeSchema),
    verification: contract<ContactVerificationData>()(client, 'GET', 'profile/verify/send'),
    verifySend: contract<CodeSentToData>()(client, 'POST', 'profile/verify/send', verifyContactSendSchema),
    verifyConfirm: contract<ContactVerificationData>()(client, 'POST', 'profile/verify/confirm', verifyContactSchema),
    contactSend: contract<CodeSentToData>()(client, 'POST', 'profile/contact/send', changeContactSendSchema),
    contactConfirm: contract<Answer<typeof findAccountById>>()(client, 'POST', 'profile/contact/confirm', changeContactSchema),
    image: contract<ProfileImageData>()('image', 'POST', `${client}/profile`, multipart),
    imageRemoved: contract<ProfileImageData>()('image', 'DELETE', `${client}/profile`),
  };
}

/** Each role's profile routes, for the profile page's sections (components/profile). */
export const PROFILE_API = {
  user: profileContracts('user', userProfileSchema),
  partner: profileContracts('cp', partnerProfileSchema),
} as const satisfies Record<ProfileRole, unknown>;

/** POST /api/v1/admin/auth/password: the operator changes their own password. */
export const operatorPasswordApi = contract<PasswordChangedData>()('admin', 'POST', 'auth/password', passwordChangeSchema);
