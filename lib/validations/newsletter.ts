import { z } from 'zod';

import { MAX_EMAIL_LENGTH } from './fields';

export const NEWSLETTER_EMPTY_MESSAGE = 'Please enter the email first';
export const NEWSLETTER_SUCCESS_MESSAGE =
  'Thank you for subscribing to our newsletter! You will be the first to know about latest updates & news on private market opportunities. Stay tuned!';
export const NEWSLETTER_DUPLICATE_MESSAGE = 'This email is already subscribed to our newsletter.';

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
