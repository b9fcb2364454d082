// "Where you're signed in": the session APIs of the three roles, declared once for the handler
// (lib/server/routes/sessionRoutes.ts) and the page that calls it (components/account/SessionList.tsx).
import type { ApiClientName } from '@/lib/api/baseUrl';
import type { TokenRole } from '@/lib/auth/token';
import { contract } from '@/lib/contracts/contract';

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

function sessionContracts(client: Extract<ApiClientName, 'user' | 'cp' | 'admin'>, path: string) {
  return {
    list: contract<SessionListData>()(client, 'GET', path),
    end: contract<SessionEndData>()(client, 'DELETE', `${path}/{id}`),
    everywhere: contract<SignOutEverywhereData>()(client, 'POST', `${path}/sign-out-everywhere`),
  };
}

/** Each role's session routes (under its client's /api/v1 prefix) and its sign-in page. */
export const SESSION_API = {
  user: { ...sessionContracts('user', 'profile/sessions'), signIn: '/login' },
  partner: { ...sessionContracts('cp', 'profile/sessions'), signIn: '/Cp/signin' },
  operator: { ...sessionContracts('admin', 'auth/sessions'), signIn: '/admin/login' },
} as const satisfies Record<TokenRole, unknown>;
