import { RANGE_KEYS, type ScreenerFilters } from '@/lib/screener';

/** The filter form's field values (named as in the URL) for a set of filters. */
export function formValuesFor(filters: ScreenerFilters): Record<string, string> {
  const values: Record<string, string> = {
    sector: filters.sector ?? '',
    category: filters.category ?? '',
    status: filters.status ?? '',
  };
  for (const key of RANGE_KEYS) {
    const { min, max } = filters.ranges[key];
    values[`${key}Min`] = min === null ? '' : String(min);
    values[`${key}Max`] = max === null ? '' : String(max);
  }
  return values;
}
