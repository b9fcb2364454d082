// Prices as a page's props carry them: the first day and the gaps in days between points (weekly prices:
// "7," a point instead of a 13-character date), beside a column of prices, so the company page's JSON
// does not repeat a key name or a full date for every week. The server packs them (lib/server/loaders),
// the page unpacks them.
import { itemAt } from '@/lib/arrays';

export interface DayPrice {
  /** ISO date, YYYY-MM-DD. */
  day: string;
  pricePaise: number;
}

export interface PriceSeries {
  /** The first point's ISO day ('' when there is none). */
  from: string;
  /** Days from each point to the next (one fewer than the points). */
  gaps: number[];
  paise: number[];
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const isoDay = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

export function toPriceSeries(points: readonly DayPrice[]): PriceSeries {
  const numbers = points.map((point) => dayNumber(point.day));
  return {
    from: points[0]?.day ?? '',
    gaps: numbers.slice(1).map((number, index) => number - itemAt(numbers, index)),
    paise: points.map((point) => point.pricePaise),
  };
}

export function fromPriceSeries(series: PriceSeries): DayPrice[] {
  let day = dayNumber(series.from);
  return series.paise.map((pricePaise, index) => {
    if (index > 0) day += itemAt(series.gaps, index - 1);
    return { day: isoDay(day), pricePaise };
  });
}
