// Indian formatting: en-IN digit grouping (₹1,23,45,678) and lakh / crore abbreviations.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 2 });
const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** ₹1,234.50 from 123450 paise. */
export function formatPaise(paise: number): string {
  return inr.format(paise / 100);
}

/**
 * Whole rupees, for large amounts where paise are noise (property prices, minimum tickets):
 * ₹11,76,00,000 from 11760000000 paise. Rounds to the nearest rupee.
 */
export function formatRupees(paise: number): string {
  return inrWhole.format(Math.round(paise / 100));
}

/** ₹12.5 Cr, ₹3.4 L, or the full amount below a lakh (the one short form, on cards and detail pages alike). */
export function formatPaiseShort(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise / 100);
  if (abs >= 1e7) return `${sign}₹${grouped.format(round(abs / 1e7))} Cr`;
  if (abs >= 1e5) return `${sign}₹${grouped.format(round(abs / 1e5))} L`;
  return `${sign}${inrWhole.format(abs)}`;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Percentage change from previous to current, or null when there is no previous value. */
export function percentChange(current: number, previous: number | null | undefined): number | null {
  if (!previous) return null;
  return ((current - previous) / previous) * 100;
}

export function formatPercent(value: number, signed = true): string {
  const text = `${Math.abs(value).toFixed(2)}%`;
  if (!signed) return text;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
export function formatDate(value: Date | string): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

const croreFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An amount in ₹ crore without the unit, for tables headed "₹ crore": 123450000000 paise → "123.45". */
export function formatCrore(paise: number): string {
  const crore = paise / 100 / 1e7;
  return crore < 0 ? `−${croreFormat.format(-crore)}` : croreFormat.format(crore);
}

/** "Dubai, United Arab Emirates", but "Singapore" once for a city-state whose city and country share a name. */
export function formatPlace(city: string | null | undefined, country: string | null | undefined): string {
  const parts = [city, country].filter((part): part is string => Boolean(part));
  return parts.length === 2 && parts[0]?.toLowerCase() === parts[1]?.toLowerCase() ? (parts[0] ?? '') : parts.join(', ');
}
