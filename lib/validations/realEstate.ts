// The "Get In Touch" enquiry on /Global-Real-Estate, shared by the form and POST /api/v1/common/realEstate/enquiry.
import { z } from '@/lib/zod';

import { blankToUndefined, MESSAGE_MAX, MESSAGE_MIN, textField } from './contact';
import { emailField, fullNameField, indianMobileField } from './fields';
import { idField } from './ids';

export const ENQUIRY_SUCCESS_MESSAGE = 'Thank you. Our real-estate desk will call you within two working days.';
export const LISTING_CHOICE_MESSAGE = 'Please choose a property from the list.';
export const LISTING_GONE_MESSAGE = 'This property is no longer listed. Please choose another one.';

export const enquirySchema = z.object({
  fullName: fullNameField,
  email: emailField,
  phone: indianMobileField,
  message: textField('Message', MESSAGE_MIN, MESSAGE_MAX),
  listingId: z.preprocess(blankToUndefined, idField(LISTING_CHOICE_MESSAGE).optional()),
});
export type EnquiryInput = z.output<typeof enquirySchema>;

/** Filters of the listings page: unknown or repeated values are ignored rather than refused. */
export function listingFilters(query: Record<string, string | string[] | undefined>) {
  const one = (value: string | string[] | undefined) => (typeof value === 'string' && value.length <= 100 ? value : undefined);
  return { country: one(query.country), city: one(query.city) };
}
