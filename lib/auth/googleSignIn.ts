// Where next-auth sends the browser after Google: our completion route, which issues the userToken.
import { safeNextPath } from '@/lib/safeRedirect';

export const GOOGLE_COMPLETION_PATH = '/api/v1/user/auth/google';
export const INVESTOR_HOME = '/dashboard';

/** The completion route's address, carrying a safe on-site page to land on afterwards. */
export function googleCompletionUrl(next: unknown): string {
  return `${GOOGLE_COMPLETION_PATH}?next=${encodeURIComponent(safeNextPath(next, INVESTOR_HOME))}`;
}
