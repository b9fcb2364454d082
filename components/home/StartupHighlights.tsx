import type { HomeData } from '@/lib/server/services/home';

import StartupCard from '@/components/startups/StartupCard';

import SectionHeading from './SectionHeading';

export default function StartupHighlights({ startups }: { startups: HomeData['startups'] }) {
  return (
    <section aria-labelledby="startups" className="below-fold mx-auto max-w-6xl px-4 py-12">
      <SectionHeading id="startups" title="Startups raising capital" href="/Startups" linkLabel="All startups" />
      {startups.length === 0 ? (
        <p className="text-slate-600">No startups listed yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {startups.map((startup) => (
            <li key={startup.slug}>
              <StartupCard startup={startup} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
