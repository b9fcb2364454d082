// How long something has waited, in the words of a desk: "12 min", "3 h 5 min", "2 d 4 h".

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time from `since` to `now` (both ISO strings or dates), to the minute; "under a minute" below that. */
export function formatAge(since: string | Date, now: string | Date): string {
  const elapsed = new Date(now).getTime() - new Date(since).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'under a minute';
  const days = Math.floor(elapsed / DAY);
  const hours = Math.floor((elapsed % DAY) / HOUR);
  const minutes = Math.floor((elapsed % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}

/** "payment_received" → "Payment received". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
