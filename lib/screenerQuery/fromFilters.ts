// The range form and the query box write the same query: the form's filters as query text, so a person
// sees what they built (and can go on in the box).
import { RANGE_KEYS, type RangeField, type ScreenerFilters } from '@/lib/screener';

import { type QueryColumnKey, columnByKey } from './catalogue';

/** Each range field is the query column of the same key, compared in the same unit. */
const RANGE_COLUMN: Record<RangeField, QueryColumnKey> = {
  price: 'price',
  valuation: 'valuation',
  pe: 'pe',
  pb: 'pb',
  roe: 'roe',
  growth: 'growth',
};

/** A quoted text the tokenizer reads back as it was (double quotes unless the text has one). */
export const quoteText = (text: string) => (text.includes('"') ? `'${text}'` : `"${text}"`);

/** `Sector = "Technology" AND P/E >= 5 AND P/E <= 30`; empty when the form filters nothing. */
export function rangesToQuery(filters: Pick<ScreenerFilters, 'sector' | 'category' | 'status' | 'ranges'>): string {
  const parts: string[] = [];
  if (filters.sector) parts.push(`Sector = ${quoteText(filters.sector)}`);
  if (filters.category) parts.push(`Category = ${quoteText(filters.category)}`);
  if (filters.status) parts.push(`Status = ${quoteText(filters.status)}`);
  for (const key of RANGE_KEYS) {
    const { min, max } = filters.ranges[key];
    const name = columnByKey(RANGE_COLUMN[key]).name;
    if (min !== null) parts.push(`${name} >= ${min}`);
    if (max !== null) parts.push(`${name} <= ${max}`);
  }
  return parts.join(' AND ');
}
