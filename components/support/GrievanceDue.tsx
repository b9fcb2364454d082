import { formatDate } from '@/lib/format';

/** A grievance's due date, marked "overdue" once it has passed unresolved. */
export default function GrievanceDue({ dueAt, resolvedAt, now }: { dueAt: string; resolvedAt: string | null; now: string }) {
  const overdue = !resolvedAt && Date.parse(dueAt) <= Date.parse(now);
  return (
    <span>
      <time dateTime={dueAt}>{formatDate(dueAt)}</time>
      {overdue && <strong className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">Overdue</strong>}
    </span>
  );
}
