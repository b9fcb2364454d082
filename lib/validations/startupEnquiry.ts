// The "Ask about this startup" enquiry on /Startups/[slug], shared by the form and
// POST /api/v1/common/startups/enquiry (the same fields and messages as the real-estate enquiry).
import { z } from '@/lib/zod';

import { MESSAGE_MAX, MESSAGE_MIN, textField } from './contact';
import { emailField, fullNameField, indianMobileField } from './fields';

export const STARTUP_ENQUIRY_SUCCESS_MESSAGE = 'Thank you. Our startups desk will call you within two working days.';
/** How the contact inbox tells a startup enquiry from a contact-form message. */
export const STARTUP_ENQUIRY_SUBJECT_PREFIX = 'Startup enquiry: ';
export const STARTUP_GONE_MESSAGE = 'This startup is no longer listed. Please choose another one.';

export const startupEnquirySchema = z.object({
  fullName: fullNameField,
  email: emailField,
  phone: indianMobileField,
  message: textField('Message', MESSAGE_MIN, MESSAGE_MAX),
  /** The startup's slug, from the page the form is on. */
  startup: z
    .string({ error: STARTUP_GONE_MESSAGE })
    .trim()
    .regex(/^[a-z0-9-]{1,200}$/i, STARTUP_GONE_MESSAGE),
});
export type StartupEnquiryInput = z.output<typeof startupEnquirySchema>;
