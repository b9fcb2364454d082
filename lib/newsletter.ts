// The newsletter's words, shared by the footer's form and the API (no zod: the form loads its schema on submit).
export const NEWSLETTER_EMPTY_MESSAGE = 'Please enter the email first';
export const NEWSLETTER_SUCCESS_MESSAGE =
  'Thank you for subscribing to our newsletter! You will be the first to know about latest updates & news on private market opportunities. Stay tuned!';
export const NEWSLETTER_DUPLICATE_MESSAGE = 'This email is already subscribed to our newsletter.';
