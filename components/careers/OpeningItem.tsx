import LabelledRegion from '@/components/ui/LabelledRegion';
import OutlineButton from '@/components/ui/OutlineButton';
import { formatDate } from '@/lib/format';
import type { Opening } from '@/lib/server/services/careers';

interface Props {
  opening: Opening;
  onApply: (openingId: number) => void;
}

export default function OpeningItem({ opening, onApply }: Props) {
  const facts = [
    { term: 'Department', value: opening.department },
    { term: 'Location', value: opening.location },
    { term: 'Type', value: opening.employmentType },
    { term: 'Posted', value: <time dateTime={opening.postedAt}>{formatDate(opening.postedAt)}</time> },
  ];
  return (
    <LabelledRegion
      as="article"
      heading={opening.title}
      headingLevel="h3"
      headingId={`opening-${opening.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      headingClassName="text-lg font-semibold text-slate-900"
    >
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {facts.map(({ term, value }) => (
          <div key={term} className="flex gap-1">
            <dt className="font-medium">{term}:</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">About the role</summary>
        <p className="mt-2 text-slate-700">{opening.description}</p>
      </details>
      <OutlineButton onClick={() => onApply(opening.id)} context={`for ${opening.title}`} className="mt-4">
        Apply
      </OutlineButton>
    </LabelledRegion>
  );
}
