import { z } from '@/lib/zod';

import { NEWSLETTER_EMPTY_MESSAGE } from '@/lib/newsletter';

import { MAX_EMAIL_LENGTH } from './fields';

export { NEWSLETTER_DUPLICATE_MESSAGE, NEWSLETTER_EMPTY_MESSAGE, NEWSLETTER_SUCCESS_MESSAGE } from '@/lib/newsletter';

export const newsletterSchema = z.object({
  email: z
    .string({ error: (i) => (i.input === undefined || i.input === null ? NEWSLETTER_EMPTY_MESSAGE : 'Email must be text.') })
    .trim()
    .min(1, NEWSLETTER_EMPTY_MESSAGE)
    .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters.`)
    .pipe(z.email('Please enter a valid email address.'))
    .transform((value) => value.toLowerCase()),
  deviceType: z.enum(['website', 'android', 'ios'], { error: "deviceType must be 'website', 'android' or 'ios'." }).default('website'),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** The token of a newsletter email's unsubscribe link (lib/server/services/newsletter.ts signs it). */
export const unsubscribeQuery = z.object({
  token: z
    .string('The unsubscribe link is not valid.')
    .trim()
    .min(10, 'The unsubscribe link is not valid.')
    .max(600, 'The unsubscribe link is not valid.'),
});
