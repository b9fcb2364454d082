// Logout as the specification says: drop both tokens, the user data and the session token,
// end the next-auth session with a redirect to the site home.
import { signOut } from 'next-auth/react';

import { commonApi } from '@/lib/api/clients';

export const USER_DATA_STORAGE_KEY = 'userData';

export async function logout() {
  try {
    // The token cookies are HttpOnly: only the server can remove them.
    await commonApi.post('auth/logout');
  } finally {
    window.localStorage.removeItem(USER_DATA_STORAGE_KEY);
    // next-auth would redirect to NEXTAUTH_URL's origin; go home on the origin actually in use.
    await signOut({ redirect: false });
    window.location.assign('/');
  }
}
