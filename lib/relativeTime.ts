// "just now", "5 minutes ago", "yesterday", then the date: when something happened, as people say it.
import { formatDate } from '@/lib/format';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const STEPS: readonly [limitSeconds: number, unitSeconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [7 * 86_400, 86_400, 'day'],
];

/** How long before `now` the time `at` was; a week or more back, its date. */
export function relativeTime(at: Date | string, now: Date = new Date()): string {
  const then = typeof at === 'string' ? new Date(at) : at;
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (seconds < 45) return 'just now';
  for (const [limit, unit, name] of STEPS) {
    if (seconds < limit) return relative.format(-Math.max(1, Math.floor(seconds / unit)), name);
  }
  return formatDate(then);
}
