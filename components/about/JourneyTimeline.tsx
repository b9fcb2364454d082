import { MILESTONES } from '@/components/about/milestones';

/** "Our Journey": an ordered list of milestones, drawn as a vertical timeline. */
export default function JourneyTimeline() {
  return (
    <ol aria-label="Our journey, 2019 to 2025" className="relative mt-6 space-y-8 border-l-2 border-brand-100 pl-6">
      {MILESTONES.map((milestone) => (
        <li key={milestone.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[31px] h-3.5 w-3.5 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-100"
          />
          <p className="text-sm font-bold text-brand-700">
            <time dateTime={String(milestone.year)}>{milestone.year}</time>
          </p>
          <h3 className="text-lg font-semibold text-slate-900">{milestone.title}</h3>
          <p className="mt-1 text-slate-700">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
