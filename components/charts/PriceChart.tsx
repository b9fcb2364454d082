// Price history as a server-rendered SVG line; the range buttons only re-draw it on the client.
import { useId, useState } from 'react';

import { formatDate, formatPaise, formatPercent, percentChange } from '@/lib/format';

import PriceTable from './PriceTable';
import {
  DEFAULT_PRICE_RANGE,
  linePath,
  PRICE_RANGES,
  pointsInRange,
  priceSummary,
  RANGE_LABELS,
  type Box,
  type PricePoint,
  type PriceRange,
} from './priceRange';

const BOX: Box = { width: 640, height: 260, top: 16, right: 12, bottom: 28, left: 12 };

export default function PriceChart({ points, companyName }: { points: PricePoint[]; companyName: string }) {
  const id = useId();
  const [range, setRange] = useState<PriceRange>(DEFAULT_PRICE_RANGE);
  const shown = pointsInRange(points, range);
  const summary = priceSummary(shown);
  if (!summary) return <p className="mt-3 text-slate-600">No price history has been recorded yet.</p>;
  const change = percentChange(summary.last.pricePaise, summary.first.pricePaise) ?? 0;
  const rising = change >= 0;
  const text =
    `${companyName}, ${RANGE_LABELS[range]}: ${formatPaise(summary.first.pricePaise)} on ${formatDate(summary.first.day)} ` +
    `to ${formatPaise(summary.last.pricePaise)} on ${formatDate(summary.last.day)} (${formatPercent(change)}). ` +
    `High ${formatPaise(summary.high.pricePaise)}, low ${formatPaise(summary.low.pricePaise)}.`;
  const path = linePath(shown, BOX);
  const baseline = BOX.height - BOX.bottom;
  return (
    <div className="mt-3">
      <div role="group" aria-label="Chart range" className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {PRICE_RANGES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === range}
            onClick={() => setRange(value)}
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
        <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-caption`}>
          <line x1={BOX.left} x2={BOX.width - BOX.right} y1={baseline} y2={baseline} stroke="#cbd5e1" />
          <path d={`${path} L${BOX.width - BOX.right},${baseline} L${BOX.left},${baseline} Z`} fill={rising ? '#d8f3e6' : '#fee2e2'} opacity="0.7" />
          <path d={path} fill="none" stroke={rising ? '#115a3c' : '#b91c1c'} strokeWidth="2.5" strokeLinejoin="round" />
          <text x={BOX.left} y={BOX.height - 8} fontSize="13" fill="#475569">
            {formatDate(summary.first.day)}
          </text>
          <text x={BOX.width - BOX.right} y={BOX.height - 8} fontSize="13" fill="#475569" textAnchor="end">
            {formatDate(summary.last.day)}
          </text>
        </svg>
        <figcaption id={`${id}-caption`} aria-live="polite" className="mt-2 text-sm text-slate-700">
          {text}
        </figcaption>
      </figure>
      <PriceTable points={shown} caption={`${companyName} price per share, ${RANGE_LABELS[range]}`} />
    </div>
  );
}
