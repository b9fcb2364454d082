// "Where you're signed in": the session APIs of the three roles, declared once for the handler
// (lib/server/routes/sessionRoutes.ts) and the page that calls it (components/account/SessionList.tsx).
import type { ApiClientName } from '@/lib/api/baseUrl';
import type { TokenRole } from '@/lib/auth/token';

/** A live session as its owner sees it. */
export interface SessionItem {
  id: number;
  /** "Chrome 131 on Android". */
  device: string;
  /** "India", "Mumbai, India", "Local network"; null when the address says nothing. */
  place: string | null;
  ip: string | null;
  /** ISO times. */
  signedInAt: string;
  lastSeenAt: string;
  /** The session the list was asked from. */
  current: boolean;
}

/** GET …/sessions */
export interface SessionListData {
  sessions: SessionItem[];
}

/** DELETE …/sessions/{id}: whether that was the caller's own session (they are then signed out here). */
export interface SessionEndData {
  signedOut: boolean;
}

/** POST …/sessions/sign-out-everywhere */
export interface SignOutEverywhereData {
  ended: number;
}

/** Where each role's session API lives: the API client (its /api/v1 prefix) and the path under it. */
export const SESSION_API: Record<TokenRole, { client: Extract<ApiClientName, 'user' | 'cp' | 'admin'>; path: string; signIn: string }> = {
  user: { client: 'user', path: 'profile/sessions', signIn: '/login' },
  partner: { client: 'cp', path: 'profile/sessions', signIn: '/Cp/signin' },
  operator: { client: 'admin', path: 'auth/sessions', signIn: '/admin/login' },
};
