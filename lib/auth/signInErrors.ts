// Messages for /login?error=<code>: next-auth's own codes (its error page is /login) and the ones
// our Google completion route (/api/v1/user/auth/google) sends back.

export const GOOGLE_ERROR = {
  noSession: 'GoogleSessionMissing',
  unverified: 'GoogleEmailUnverified',
  invalidEmail: 'GoogleEmailInvalid',
  tooMany: 'TooManyAttempts',
  failed: 'GoogleSignInFailed',
} as const;

const MESSAGES: Record<string, string> = {
  // next-auth (v4) error codes.
  OAuthSignin: 'We could not start Google sign-in. Please try again.',
  OAuthCallback: 'Google sign-in did not complete. Please try again.',
  OAuthCreateAccount: 'We could not open an account from your Google sign-in. Please try again.',
  EmailCreateAccount: 'We could not open an account with this email. Please try again.',
  Callback: 'Google sign-in did not complete. Please try again.',
  OAuthAccountNotLinked: 'This email is already linked to another sign-in method. Sign in the way you did before.',
  EmailSignin: 'We could not send the sign-in email. Please try again.',
  CredentialsSignin: 'Invalid email or password.',
  SessionRequired: 'Please sign in to continue.',
  AccessDenied: 'Google sign-in was refused. Only a Google account with a verified email address can be used.',
  Verification: 'The sign-in link is no longer valid. Please sign in again.',
  Configuration: 'Google sign-in is not available right now. Please sign in with your email and password.',
  // Ours.
  [GOOGLE_ERROR.noSession]: 'Your Google sign-in has expired or did not complete. Please continue with Google again.',
  [GOOGLE_ERROR.unverified]: 'Google has not verified the email address of this Google account, so it cannot be used to sign in.',
  [GOOGLE_ERROR.invalidEmail]: 'This Google account has no usable email address.',
  [GOOGLE_ERROR.tooMany]: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  [GOOGLE_ERROR.failed]: 'Google sign-in could not be completed. Please try again.',
};

export const DEFAULT_SIGN_IN_ERROR = 'Sign-in could not be completed. Please try again.';

/** The message for an ?error= value; any unknown (or repeated, or non-text) value gets a general one. */
export function signInErrorMessage(code: unknown): string {
  if (code === undefined || code === null || code === '') return '';
  if (typeof code !== 'string') return DEFAULT_SIGN_IN_ERROR;
  return (Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined) ?? DEFAULT_SIGN_IN_ERROR;
}
