const TONES: Record<string, string> = {
  Available: 'bg-green-100 text-green-900',
  'Sold Out': 'bg-red-100 text-red-900',
  'Coming Soon': 'bg-amber-100 text-amber-900',
};

export default function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status] ?? 'bg-slate-100 text-slate-800'}`}>{status}</span>
  );
}
