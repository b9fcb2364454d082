// Prices as a page's props carry them: two parallel columns instead of one object per point, so the
// key names are not repeated in the page's JSON for every week (3 KB less on a company page, whose
// HTML then stays under 64 KiB). The server packs them (lib/server/loaders), the page unpacks them.
import { itemAt } from '@/lib/arrays';

export interface DayPrice {
  /** ISO date, YYYY-MM-DD. */
  day: string;
  pricePaise: number;
}

export interface PriceSeries {
  days: string[];
  paise: number[];
}

export function toPriceSeries(points: readonly DayPrice[]): PriceSeries {
  return { days: points.map((point) => point.day), paise: points.map((point) => point.pricePaise) };
}

export function fromPriceSeries(series: PriceSeries): DayPrice[] {
  return series.days.map((day, index) => ({ day, pricePaise: itemAt(series.paise, index) }));
}
