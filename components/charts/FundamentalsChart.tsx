// Revenue, EBITDA and net profit per financial year as grouped SVG bars, with a zero line for losses.
// Decorative beside the fundamentals table, which carries the same numbers as text.
import { formatCrore } from '@/lib/format';

/** A tenth of a unit is finer than any screen shows the 640-wide drawing; full doubles only add bytes. */
const tenths = (value: number) => Math.round(value * 10) / 10;

export interface YearBars {
  fiscalYear: string;
  revenuePaise: number;
  ebitdaPaise: number;
  netProfitPaise: number;
}

const SERIES = [
  { key: 'revenuePaise', label: 'Revenue', color: '#115a3c' },
  { key: 'ebitdaPaise', label: 'EBITDA', color: '#1f8a5b' },
  { key: 'netProfitPaise', label: 'Net profit', color: '#d49a24' },
] as const;

const WIDTH = 640;
const HEIGHT = 240;
const TOP = 12;
const BOTTOM = 4;

export default function FundamentalsChart({ years }: { years: YearBars[] }) {
  if (years.length === 0) return null;
  const values = years.flatMap((year) => SERIES.map((series) => year[series.key]));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + ((max - value) / span) * plot;
  const groupWidth = WIDTH / years.length;
  const barWidth = (groupWidth * 0.7) / SERIES.length;
  return (
    <figure className="mt-4" aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full">
        {years.map((year, index) => {
          const x0 = index * groupWidth + groupWidth * 0.15;
          return (
            <g key={year.fiscalYear}>
              {SERIES.map((series, s) => {
                const value = year[series.key];
                return (
                  <rect
                    key={series.key}
                    x={tenths(x0 + s * barWidth)}
                    y={tenths(Math.min(y(value), y(0)))}
                    width={tenths(barWidth - 2)}
                    height={tenths(Math.max(1, Math.abs(y(value) - y(0))))}
                    fill={series.color}
                  >
                    <title>{`${series.label} ${year.fiscalYear}: ₹${formatCrore(value)} crore`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        <line x1="0" x2={WIDTH} y1={y(0)} y2={y(0)} stroke="#94a3b8" />
      </svg>
      {/* HTML, not SVG text: the SVG shrinks with the screen and its text would shrink to ~6 px on a phone. */}
      <div
        className="grid text-center text-xs text-slate-600 sm:text-sm"
        style={{ gridTemplateColumns: `repeat(${years.length}, minmax(0, 1fr))` }}
      >
        {years.map((year) => (
          <span key={year.fiscalYear}>{year.fiscalYear}</span>
        ))}
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-2">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: series.color }} />
            {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
