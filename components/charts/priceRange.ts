// Pure helpers behind the price chart: which points a range shows, and how they map onto the SVG.
import { itemAt } from '@/lib/arrays';
import { formatNumber } from '@/lib/format';

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
  const from = monthsBefore(itemAt(points, points.length - 1).day, RANGE_MONTHS[range]);
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
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  let high = first;
  let low = first;
  for (const point of points) {
    if (point.pricePaise > high.pricePaise) high = point;
    if (point.pricePaise < low.pricePaise) low = point;
  }
  return { first, last, high, low };
}

export interface Box {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The prices the y-axis spans, bottom to top. */
export interface Domain {
  min: number;
  max: number;
}

/** A coordinate to a tenth, without a trailing ".0" (drawn twice a point on the company page: 0.4 KB of HTML). */
const tenths = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The SVG path of the line through the points, scaled into the box: between the given domain's ends,
 * or between the points' own min and max when none is given.
 */
export function linePath(points: readonly PricePoint[], box: Box, domain?: Domain): string {
  if (points.length === 0) return '';
  const prices = points.map((point) => point.pricePaise);
  const min = domain?.min ?? Math.min(...prices);
  const span = (domain?.max ?? Math.max(...prices)) - min || 1;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const step = points.length > 1 ? plotWidth / (points.length - 1) : 0;
  return points
    .map((point, index) => {
      const x = box.left + index * step;
      const y = box.top + plotHeight - ((point.pricePaise - min) / span) * plotHeight;
      return `${index === 0 ? 'M' : 'L'}${tenths(x)},${tenths(y)}`;
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

/** A step of 1, 2, 2.5 or 5 times a power of ten, near `rough`: the steps people read easily. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

export interface PriceAxis extends Domain {
  step: number;
  /** Tick values from min to max inclusive, every `step`. */
  ticks: number[];
}

/** The smallest share of the middle price the axis spans: a ±10% window, so a 5% move looks like one. */
export const MIN_SPAN_SHARE = 0.2;

/**
 * The y-axis for prices between `low` and `high` (paise): widened to at least ±10% of the middle price
 * (never below zero), then rounded out to whole ticks of a nice step (at least one rupee), about
 * `target` intervals.
 */
export function priceAxis(low: number, high: number, target = 4): PriceAxis {
  const middle = (low + high) / 2;
  const minSpan = Math.max(Math.abs(middle) * MIN_SPAN_SHARE, 100);
  let from = low;
  let to = high;
  if (to - from < minSpan) {
    from = middle - minSpan / 2;
    to = middle + minSpan / 2;
  }
  if (from < 0 && low >= 0) {
    to -= from;
    from = 0;
  }
  const step = Math.max(100, niceStep((to - from) / target));
  const min = Math.floor(from / step) * step;
  const max = Math.max(min + step, Math.ceil(to / step) * step);
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Math.round(tick));
  return { min, max, step, ticks };
}

/** A tick's label in rupees: paise only when the step needs them (it never does: steps are whole rupees). */
export function tickLabel(paise: number): string {
  return `₹${formatNumber(Math.round(paise / 100))}`;
}

/** Where a price sits on the axis, as a share of its height from the top (0 = top, 1 = bottom). */
export function fromTop(price: number, domain: Domain): number {
  const span = domain.max - domain.min || 1;
  return (domain.max - price) / span;
}

/** The point nearest a horizontal position (0 = left edge, 1 = right edge) among `count` evenly spaced points. */
export function nearestIndex(fraction: number, count: number): number {
  if (count <= 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(fraction * (count - 1))));
}
