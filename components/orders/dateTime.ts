// "23 Nov 2026, 18:39 IST": a step's time, written out by hand (not Intl) so that the server's and the
// browser's renderings are the same character for character.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = 330 * 60_000;

export function formatDateTime(value: string | Date): string {
  const ist = new Date(new Date(value).getTime() + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()] ?? ''} ${ist.getUTCFullYear()}, ${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())} IST`;
}

export function formatDay(value: string | Date): string {
  const ist = new Date(new Date(value).getTime() + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()] ?? ''} ${ist.getUTCFullYear()}`;
}
