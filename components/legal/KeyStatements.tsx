import { KEY_STATEMENTS } from '@/lib/legal/statements';

/** The not-an-exchange, not-regulated and no-advice statements, at the top of every legal page. */
export default function KeyStatements() {
  return (
    <aside aria-labelledby="key-statements-heading" className="mt-6 rounded-2xl border-l-4 border-accent-500 bg-amber-50 p-5">
      <h2 id="key-statements-heading" className="text-base font-semibold text-slate-900">
        Important
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {KEY_STATEMENTS.map((statement) => (
          <li key={statement}>{statement}</li>
        ))}
      </ul>
    </aside>
  );
}
