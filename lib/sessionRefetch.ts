// How often (seconds) the browser re-reads the next-auth session besides on window focus and on
// another tab's change: NEXT_PUBLIC_SESSION_REFETCH_SECONDS (build-time); 0, unset or invalid = never.
export const MAX_SESSION_REFETCH_SECONDS = 24 * 60 * 60;

export function sessionRefetchSeconds(raw: string | undefined = process.env.NEXT_PUBLIC_SESSION_REFETCH_SECONDS): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const seconds = Number(raw.trim());
  if (!Number.isInteger(seconds) || seconds <= 0) return 0;
  return Math.min(seconds, MAX_SESSION_REFETCH_SECONDS);
}
