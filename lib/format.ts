// Indian formatting: en-IN digit grouping (₹1,23,45,678) and lakh / crore abbreviations.
//
// Written out rather than with Intl.NumberFormat / DateTimeFormat: the first en-IN formatter a page
// creates makes the browser load its locale data, 60–90 ms of main thread on a desktop (four times
// that on a mid-range phone), on every public page. The output is Intl's, character for character
// (tests/unit/format.test.ts compares them), on the server and in the browser alike.

/** Digits grouped the Indian way: the last three, then pairs (1,23,45,678). */
export function groupIndianDigits(digits: string): string {
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2) groups.push(digits.slice(Math.max(0, end - 2), end));
  return groups.reverse().join(',');
}

/** Whether a formatted amount shows anything but zeros ("₹0.00", "0.00%" do not): only those get a sign. */
const showsValue = (text: string) => /[1-9]/.test(text);

/**
 * The text with a "-" in front when the value is below zero and the text shows it (Intl's signDisplay
 * 'negative'): never a negative zero, for -0 or an amount that rounds to nothing ("-₹0.00").
 */
const withMinus = (value: number, text: string) => (value < 0 && showsValue(text) ? `-${text}` : text);

/** A string of decimal digits plus one in the last place ("0999" → "1000"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * |value| with Indian grouping and between min and max decimals, rounded as Intl rounds: half away
 * from zero on the number's shortest decimal form (0.015 → 0.02, although the double is a little
 * under 0.015). String(number) is that form (for the magnitudes shown here, without an exponent).
 */
function decimal(value: number, minFraction: number, maxFraction: number): string {
  const abs = Math.abs(value);
  let whole = '0';
  let fraction = '';
  if (abs >= 1e-6) [whole = '0', fraction = ''] = String(abs).split('.');
  if (fraction.length > maxFraction) {
    const kept =
      fraction.charAt(maxFraction) >= '5' ? increment(whole + fraction.slice(0, maxFraction)) : whole + fraction.slice(0, maxFraction);
    const split = kept.length - maxFraction;
    whole = kept.slice(0, split) || '0';
    fraction = kept.slice(split);
  }
  fraction = fraction.padEnd(minFraction, '0');
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${groupIndianDigits(whole)}.${fraction}` : groupIndianDigits(whole);
}

/** `value.toLocaleString('en-IN')`: 12,34,567 (and up to three decimals). */
export function formatNumber(value: number): string {
  return withMinus(value, decimal(value, 0, 3));
}

/** ₹1,234.50 from 123450 paise. */
export function formatPaise(paise: number): string {
  return withMinus(paise, `₹${decimal(paise / 100, 2, 2)}`);
}

/**
 * Whole rupees, for large amounts where paise are noise (property prices, minimum tickets):
 * ₹11,76,00,000 from 11760000000 paise. Rounds to the nearest rupee.
 */
export function formatRupees(paise: number): string {
  return wholeRupees(Math.round(paise / 100));
}

const wholeRupees = (rupees: number) => withMinus(rupees, `₹${decimal(rupees, 0, 0)}`);

/** ₹12.5 Cr, ₹3.4 L, or the full amount below a lakh (the one short form, on cards and detail pages alike). */
export function formatPaiseShort(paise: number): string {
  const abs = Math.abs(paise / 100);
  // Crore and lakh figures always with two decimals, so figures side by side line up (₹3,925.20 Cr, ₹1,650.76 Cr).
  if (abs >= 1e7) return withMinus(paise, `₹${decimal(round(abs / 1e7), 2, 2)} Cr`);
  if (abs >= 1e5) return withMinus(paise, `₹${decimal(round(abs / 1e5), 2, 2)} L`);
  return withMinus(paise, wholeRupees(abs));
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Percentage change from previous to current, or null when there is no previous value. */
export function percentChange(current: number, previous: number | null | undefined): number | null {
  if (!previous) return null;
  return ((current - previous) / previous) * 100;
}

/** A gain or loss in rupees with its sign: "+₹1,250.00", "−₹80.00", "₹0.00" (also for less than half a paisa either way). */
export function formatSignedPaise(paise: number): string {
  const text = formatPaise(Math.abs(paise));
  if (!showsValue(text)) return text;
  return paise > 0 ? `+${text}` : `−${text}`;
}

export function formatPercent(value: number, signed = true): string {
  const text = `${Math.abs(value).toFixed(2)}%`;
  if (!signed || !showsValue(text)) return text;
  return value > 0 ? `+${text}` : `−${text}`;
}

// en-IN's short month names (CLDR: "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
// India Standard Time: UTC+5:30 all year (no daylight saving since 1945).
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** "5 Sept 2026": the day in India, as Intl's en-IN { day: 'numeric', month: 'short', year: 'numeric' } in Asia/Kolkata. */
/** A file's size in whole kilobytes, at least 1: "120 KB". */
export function formatFileSize(bytes: number): string {
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export function formatDate(value: Date | string): string {
  const time = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const india = new Date(time + IST_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** "Mar 2031" from India's month "2031-03". */
export function formatMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[index - 1] ?? ''} ${year}`;
}

/** "26 Nov 2026, 16:05 IST": the day and time in India (Asia/Kolkata), the one way every page, PDF and email writes a time. */
export function formatDateTime(value: Date | string): string {
  const time = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const india = new Date(time + IST_OFFSET_MS);
  const hours = String(india.getUTCHours()).padStart(2, '0');
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(value)}, ${hours}:${minutes} IST`;
}

/** An amount in ₹ crore without the unit, for tables headed "₹ crore": 123450000000 paise → "123.45". */
export function formatCrore(paise: number): string {
  const crore = paise / 100 / 1e7;
  const text = decimal(crore, 2, 2);
  return crore < 0 && showsValue(text) ? `−${text}` : text;
}

/** "Dubai, United Arab Emirates", but "Singapore" once for a city-state whose city and country share a name. */
export function formatPlace(city: string | null | undefined, country: string | null | undefined): string {
  const parts = [city, country].filter((part): part is string => Boolean(part));
  return parts.length === 2 && parts[0]?.toLowerCase() === parts[1]?.toLowerCase() ? (parts[0] ?? '') : parts.join(', ');
}

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

// Words that stay in capitals when a name made for machines is read out ("dis_reported" → "DIS reported").
const ACRONYMS = new Set([
  'dis',
  'kyc',
  'pan',
  'utr',
  'tds',
  'otp',
  'totp',
  'ipo',
  'gst',
  'dp',
  'sebi',
  'drhp',
  'ifsc',
  'upi',
  'isin',
  'csv',
  'pdf',
]);

const capitalsKept = (name: string, word: (text: string) => string) =>
  name
    .replace(/_/g, ' ')
    .split(' ')
    .map((text) => (ACRONYMS.has(text.toLowerCase()) ? text.toUpperCase() : word(text)))
    .join(' ');

/** Inside a sentence: "payment_received" → "payment received", "dis_reported" → "DIS reported" (lower case but the acronyms). */
export function humanWords(name: string): string {
  return capitalsKept(name, (text) => text.toLowerCase());
}

/** "payment_received" → "Payment received", "dis_reported" → "DIS reported". */
export function statusLabel(status: string): string {
  const words = capitalsKept(status, (text) => text);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
