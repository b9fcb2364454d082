// Profile editing, password change and profile pictures: shared by the forms and the API, with the same messages.
import { z } from '@/lib/zod';

import { cleanLine } from './text';
import { cityField, firmField, fullNameField, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './fields';

export { CITY_MAX_LENGTH, FIRM_MAX_LENGTH } from './fields';

/** Text that may be cleared: '' (or spaces) becomes null; undefined leaves it unchanged. */
const clearable = <T extends z.ZodType<string>>(field: T) => field.transform((value) => value || null).optional();

export const userProfileSchema = z.object({ fullName: fullNameField });

export const NOTHING_TO_CHANGE = 'Please change at least one detail.';

export const partnerProfileSchema = z
  .object({
    fullName: fullNameField.optional(),
    firm: clearable(firmField),
    city: clearable(cityField),
  })
  // Object.values' types drop the undefined of optional fields; at run time an absent field is undefined.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: NOTHING_TO_CHANGE });

const passwordText = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`) })
    .check(cleanLine());

export const PASSWORD_SAME_MESSAGE = 'Your new password must be different from the current one.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not right.';
export const PASSWORD_MISMATCH_MESSAGE = 'The two new passwords do not match.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password is changed.';

const passwordShape = {
  currentPassword: passwordText('Current password')
    .min(1, 'Current password is required.')
    .max(MAX_PASSWORD_LENGTH, `Current password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
  newPassword: passwordText('New password')
    .min(1, 'New password is required.')
    .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
};

export const passwordChangeSchema = z
  .object(passwordShape)
  .refine((value) => value.newPassword !== value.currentPassword, { path: ['newPassword'], message: PASSWORD_SAME_MESSAGE });

/** The form also asks for the new password twice (the API needs it once). */
export const passwordChangeFormSchema = z
  .object({ ...passwordShape, confirmPassword: passwordText('Confirmation').min(1, 'Please type the new password again.') })
  .refine((value) => value.newPassword !== value.currentPassword, { path: ['newPassword'], message: PASSWORD_SAME_MESSAGE })
  .refine((value) => value.confirmPassword === value.newPassword, { path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE });

// ---- Profile pictures ----

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Decompression-bomb guard: a small file may still decode to a huge bitmap. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export const IMAGE_MESSAGES = {
  missing: 'Please choose an image.',
  type: 'Please choose a JPEG, PNG or WebP image.',
  size: 'The image must be at most 5 MB.',
  count: 'Please choose one image only.',
  unreadable: 'This image could not be read. Please choose another JPEG, PNG or WebP image.',
  pixels: 'This image is too large (at most 40 megapixels). Please choose a smaller one.',
} as const;

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The image type its first bytes announce (not its name or declared type); null for anything else. */
export function imageTypeFromBytes(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // "RIFF" <size> "WEBP"
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** The form's check before upload, with the server's messages; the server decodes the image again. */
export async function imageFileProblem(file: File | null | undefined): Promise<string | null> {
  if (!file || file.size === 0) return IMAGE_MESSAGES.missing;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.size;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return imageTypeFromBytes(head) ? null : IMAGE_MESSAGES.type;
}

export type UserProfileInput = z.input<typeof userProfileSchema>;
export type PartnerProfileInput = z.input<typeof partnerProfileSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
