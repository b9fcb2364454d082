// Price history: a server-rendered SVG line on a rounded price scale. The range buttons re-draw it and
// the plot reads out a point's date and price on hover or with the arrow keys (a slider over the points).
// Text is HTML beside the SVG, so it keeps its CSS size however narrow the chart is.
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';

import { formatDate, formatPaise, formatPercent, percentChange } from '@/lib/format';

import PriceTable from './PriceTable';
import {
  DEFAULT_PRICE_RANGE,
  fromTop,
  linePath,
  nearestIndex,
  PRICE_RANGES,
  priceAxis,
  pointsInRange,
  priceSummary,
  RANGE_LABELS,
  tickLabel,
  type Box,
  type PricePoint,
  type PriceRange,
} from './priceRange';

/** The SVG's own units: it is stretched to the plot's box (strokes do not scale with it). */
const BOX: Box = { width: 1000, height: 1000, top: 0, right: 0, bottom: 0, left: 0 };

const KEY_STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowDown: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowUp: (index) => index + 1,
  PageDown: (index) => index - 4,
  PageUp: (index) => index + 4,
  Home: () => 0,
  End: (_index, last) => last,
};

const pointText = (point: PricePoint) => `${formatDate(point.day)}: ${formatPaise(point.pricePaise)}`;

export default function PriceChart({ points, companyName }: { points: PricePoint[]; companyName: string }) {
  const id = useId();
  const [range, setRange] = useState<PriceRange>(DEFAULT_PRICE_RANGE);
  const [active, setActive] = useState<number | null>(null);
  const shown = pointsInRange(points, range);
  const summary = priceSummary(shown);
  if (!summary) return <p className="mt-3 text-slate-600">No price history has been recorded yet.</p>;
  const change = percentChange(summary.last.pricePaise, summary.first.pricePaise) ?? 0;
  const rising = change >= 0;
  const text =
    `${companyName}, ${RANGE_LABELS[range]}: ${formatPaise(summary.first.pricePaise)} on ${formatDate(summary.first.day)} ` +
    `to ${formatPaise(summary.last.pricePaise)} on ${formatDate(summary.last.day)} (${formatPercent(change)}). ` +
    `High ${formatPaise(summary.high.pricePaise)}, low ${formatPaise(summary.low.pricePaise)}.`;
  const axis = priceAxis(summary.low.pricePaise, summary.high.pricePaise);
  const path = linePath(shown, BOX, axis);
  const last = shown.length - 1;
  const current = active === null ? null : (shown[Math.min(active, last)] ?? null);
  const currentIndex = active === null ? last : Math.min(active, last);
  const left = (index: number) => (last > 0 ? (index / last) * 100 : 0);

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex((event.clientX - box.left) / (box.width || 1), shown.length));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, step(currentIndex, last))));
  };
  const chooseRange = (value: PriceRange) => {
    setRange(value);
    setActive(null);
  };

  return (
    <div className="mt-3">
      <div role="group" aria-label="Chart range" className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {PRICE_RANGES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === range}
            onClick={() => chooseRange(value)}
            className={`min-h-10 min-w-12 rounded-lg px-3 text-sm font-semibold ${
              value === range ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-white'
            }`}
          >
            {value}
            <span className="sr-only"> ({RANGE_LABELS[value]})</span>
          </button>
        ))}
      </div>
      <figure className="mt-3">
        <p className="min-h-6 text-sm font-medium tabular-nums text-slate-800" data-testid="price-readout" aria-hidden="true">
          {current ? pointText(current) : 'Point at the chart, or focus it and use the arrow keys, to read a price.'}
        </p>
        <div className="relative mt-1 h-56 select-none text-xs text-slate-600 sm:h-64">
          <div aria-hidden="true" className="absolute inset-y-3 left-0 w-16">
            {axis.ticks.map((tick) => (
              <span
                key={tick}
                data-testid="price-tick"
                className="absolute right-2 -translate-y-1/2 tabular-nums"
                style={{ top: `${fromTop(tick, axis) * 100}%` }}
              >
                {tickLabel(tick)}
              </span>
            ))}
          </div>
          <div className="absolute inset-y-3 left-16 right-2">
            <svg
              viewBox={`0 0 ${BOX.width} ${BOX.height}`}
              preserveAspectRatio="none"
              className="absolute inset-0 h-full w-full overflow-visible"
              role="img"
              aria-labelledby={`${id}-caption`}
            >
              {axis.ticks.map((tick) => {
                const y = fromTop(tick, axis) * BOX.height;
                const stroke = tick === axis.min ? '#94a3b8' : '#e2e8f0';
                return <line key={tick} x1="0" x2={BOX.width} y1={y} y2={y} stroke={stroke} vectorEffect="non-scaling-stroke" />;
              })}
              <path d={`${path} L${BOX.width},${BOX.height} L0,${BOX.height} Z`} fill={rising ? '#d8f3e6' : '#fee2e2'} opacity="0.7" />
              <path
                d={path}
                fill="none"
                stroke={rising ? '#115a3c' : '#b91c1c'}
                strokeWidth="2.5"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
            {/* A slider over the weekly points, laid over the drawing (not around it, so the drawing keeps its own label). */}
            <div
              role="slider"
              tabIndex={0}
              aria-label={`${companyName} price by week`}
              aria-valuemin={0}
              aria-valuemax={last}
              aria-valuenow={currentIndex}
              aria-valuetext={pointText(current ?? summary.last)}
              onPointerMove={onPointer}
              onPointerDown={onPointer}
              onPointerLeave={() => setActive(null)}
              onKeyDown={onKeyDown}
              onFocus={() => setActive((index) => index ?? last)}
              onBlur={() => setActive(null)}
              className="absolute inset-0 cursor-crosshair touch-pan-y rounded-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4"
            >
              {current && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 w-px bg-slate-400"
                  style={{ left: `${left(currentIndex)}%` }}
                >
                  <span
                    className={`absolute -left-1.5 h-3 w-3 -translate-y-1/2 rounded-full border-2 border-white ${rising ? 'bg-brand-700' : 'bg-red-700'}`}
                    style={{ top: `${fromTop(current.pricePaise, axis) * 100}%` }}
                  />
                </span>
              )}
            </div>
          </div>
        </div>
        <div aria-hidden="true" className="ml-16 mr-2 flex justify-between text-xs text-slate-600" data-testid="price-dates">
          <span>{formatDate(summary.first.day)}</span>
          <span>{formatDate(summary.last.day)}</span>
        </div>
        <figcaption id={`${id}-caption`} aria-live="polite" className="mt-2 text-sm text-slate-700">
          {text}
        </figcaption>
      </figure>
      <PriceTable points={shown} caption={`${companyName} price per share, ${RANGE_LABELS[range]}`} />
    </div>
  );
}
