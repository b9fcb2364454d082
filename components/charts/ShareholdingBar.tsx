// One holder's share as a bar, drawn inside that holder's table row so bar and label can never drift apart.
const COLORS = ['#115a3c', '#1f8a5b', '#d49a24', '#0e7490', '#7c3aed', '#be123c', '#475569'];
export const shareholdingColor = (index: number) => COLORS[index % COLORS.length] ?? '#475569';

export default function ShareholdingBar({ percent, index }: { percent: number; index: number }) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <span aria-hidden="true" data-testid="shareholding-bar" className="block h-3 w-full overflow-hidden rounded bg-slate-100">
      <span className="block h-full min-w-0.5 rounded" style={{ width: `${width}%`, background: shareholdingColor(index) }} />
    </span>
  );
}
