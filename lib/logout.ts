// Logout as the specification says: drop both tokens, the user data and the session token,
// end the next-auth session with a redirect to the site home.
export const USER_DATA_STORAGE_KEY = 'userData';

export async function logout() {
  try {
    // The API client and next-auth's client load here, not with every page that has a Logout button.
    const [{ call }, { signOutApi }] = await Promise.all([import('@/lib/contracts/client'), import('@/lib/contracts/accounts')]);
    // The token cookies are HttpOnly: only the server can remove them.
    await call(signOutApi);
  } finally {
    window.localStorage.removeItem(USER_DATA_STORAGE_KEY);
    // next-auth would redirect to NEXTAUTH_URL's origin; go home on the origin actually in use.
    const { signOut } = await import('next-auth/react');
    await signOut({ redirect: false });
    window.location.assign('/');
  }
}
