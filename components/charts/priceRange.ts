// Pure helpers behind the price chart: which points a range shows, and how they map onto the SVG.
export interface PricePoint {
  /** ISO date, YYYY-MM-DD. */
  day: string;
  pricePaise: number;
}

export const PRICE_RANGES = ['1M', '6M', '1Y', '3Y', 'All'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const DEFAULT_PRICE_RANGE: PriceRange = '1Y';

export const RANGE_LABELS: Record<PriceRange, string> = {
  '1M': 'one month',
  '6M': 'six months',
  '1Y': 'one year',
  '3Y': 'three years',
  All: 'all time',
};

const RANGE_MONTHS: Record<Exclude<PriceRange, 'All'>, number> = { '1M': 1, '6M': 6, '1Y': 12, '3Y': 36 };

/** The ISO day `months` calendar months before `day`. */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 - months, date)).toISOString().slice(0, 10);
}

/**
 * The points (sorted by day) within the range, counted back from the latest point. Weekly prices
 * leave few points in a month, so at least two are kept whenever two exist: a line needs two ends.
 */
export function pointsInRange(points: readonly PricePoint[], range: PriceRange): PricePoint[] {
  if (range === 'All' || points.length <= 2) return [...points];
  const from = monthsBefore(points[points.length - 1]!.day, RANGE_MONTHS[range]);
  const inRange = points.filter((point) => point.day >= from);
  return inRange.length >= 2 ? inRange : points.slice(-2);
}

export interface PriceSummary {
  first: PricePoint;
  last: PricePoint;
  high: PricePoint;
  low: PricePoint;
}

export function priceSummary(points: readonly PricePoint[]): PriceSummary | null {
  if (points.length === 0) return null;
  let high = points[0]!;
  let low = points[0]!;
  for (const point of points) {
    if (point.pricePaise > high.pricePaise) high = point;
    if (point.pricePaise < low.pricePaise) low = point;
  }
  return { first: points[0]!, last: points[points.length - 1]!, high, low };
}

export interface Box {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The SVG path of the line through the points, scaled into the box between its min and max price. */
export function linePath(points: readonly PricePoint[], box: Box): string {
  if (points.length === 0) return '';
  const prices = points.map((point) => point.pricePaise);
  const min = Math.min(...prices);
  const span = Math.max(...prices) - min || 1;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const step = points.length > 1 ? plotWidth / (points.length - 1) : 0;
  return points
    .map((point, index) => {
      const x = box.left + index * step;
      const y = box.top + plotHeight - ((point.pricePaise - min) / span) * plotHeight;
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** At most `max` points, evenly spaced, always keeping the latest (for the text table). */
export function samplePoints(points: readonly PricePoint[], max: number): PricePoint[] {
  if (points.length <= max) return [...points];
  const stride = Math.ceil(points.length / max);
  const sampled = points.filter((_, index) => (points.length - 1 - index) % stride === 0);
  return sampled.slice(-max);
}
