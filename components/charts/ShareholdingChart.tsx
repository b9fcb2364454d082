// Shareholding as horizontal SVG bars; the table beside it carries the same numbers as text.
import type { ShareholdingSlice } from '@/lib/server/db/schema';

const COLORS = ['#115a3c', '#1f8a5b', '#d49a24', '#0e7490', '#7c3aed', '#be123c', '#475569'];
export const shareholdingColor = (index: number) => COLORS[index % COLORS.length]!;

const ROW = 30;

export default function ShareholdingChart({ slices }: { slices: ShareholdingSlice[] }) {
  const height = slices.length * ROW;
  return (
    <svg viewBox={`0 0 400 ${height}`} className="h-auto w-full" aria-hidden="true">
      {slices.map((slice, index) => (
        <g key={slice.holder} transform={`translate(0 ${index * ROW})`}>
          <rect x="0" y="6" width="400" height="18" rx="4" fill="#f1f5f9" />
          <rect x="0" y="6" width={Math.max(2, (Math.min(100, Math.max(0, slice.percent)) / 100) * 400)} height="18" rx="4" fill={shareholdingColor(index)} />
        </g>
      ))}
    </svg>
  );
}
