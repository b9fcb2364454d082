// Reading a URL's query string (Next's `query`, where a parameter given twice arrives as an array).
// Browser-safe: pages, loaders, services and API routes all read parameters through these.

export type QueryValue = string | string[] | undefined;
export type RawQuery = Partial<Record<string, QueryValue>>;

/** The first value of a query parameter, trimmed; '' when it is absent (or not text). */
export function firstValue(value: unknown): string {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/** The first value when it is one of allowed; null otherwise. */
export function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | null {
  const text = firstValue(value);
  return (allowed as readonly string[]).includes(text) ? (text as T) : null;
}

export interface PageNumberOptions {
  /** The largest page served; larger numbers are lowered to it. */
  max?: number;
  /** Longer digit strings are not a page number at all (page 1). */
  maxDigits?: number;
}

/** A page number from the URL: digits only, at least 1 and at most `max`; anything else is page 1. */
export function pageNumber(value: unknown, { max = Number.MAX_SAFE_INTEGER, maxDigits = 9 }: PageNumberOptions = {}): number {
  const text = firstValue(value);
  if (text.length === 0 || text.length > maxDigits || !/^\d+$/.test(text)) return 1;
  return Math.min(max, Math.max(1, Number(text)));
}
