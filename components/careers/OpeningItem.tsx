import { formatDate } from '@/lib/format';
import type { Opening } from '@/lib/server/services/careers';

interface Props {
  opening: Opening;
  onApply: (openingId: number) => void;
}

export default function OpeningItem({ opening, onApply }: Props) {
  const headingId = `opening-${opening.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {opening.title}
      </h3>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1">
          <dt className="font-medium">Department:</dt>
          <dd>{opening.department}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">Location:</dt>
          <dd>{opening.location}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">Type:</dt>
          <dd>{opening.employmentType}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">Posted:</dt>
          <dd>
            <time dateTime={opening.postedAt}>{formatDate(opening.postedAt)}</time>
          </dd>
        </div>
      </dl>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">About the role</summary>
        <p className="mt-2 text-slate-700">{opening.description}</p>
      </details>
      <button
        type="button"
        onClick={() => onApply(opening.id)}
        className="mt-4 rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Apply<span className="sr-only"> for {opening.title}</span>
      </button>
    </article>
  );
}
