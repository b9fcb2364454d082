// Where the browser's API clients point (lib/api/clients.ts), without the client library itself: a page
// that only links to an API route (a CSV export) need not load axios.
export const API_CLIENTS = ['admin', 'image', 'user', 'mfu', 'otp', 'common', 'cp', 'nextTrade'] as const;
export type ApiClientName = (typeof API_CLIENTS)[number];

export function apiBaseUrl(client: ApiClientName, base = process.env.NEXT_PUBLIC_API_BASE_URL || '/api') {
  return `${base.replace(/\/$/, '')}/v1/${client}`;
}
