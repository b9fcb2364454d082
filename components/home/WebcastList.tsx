import LightLink from '@/components/ui/LightLink';
import { formatDate } from '@/lib/format';
import type { Serialized } from '@/lib/serialize';
import type { HomeData } from '@/lib/server/services/home';

import SectionHeading from './SectionHeading';

type Webcast = Serialized<HomeData['webcasts'][number]>;

const minutes = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} min`;

export default function WebcastList({ webcasts }: { webcasts: Webcast[] }) {
  return (
    <section aria-labelledby="webcasts" className="below-fold bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="webcasts" title="Webcasts" href="/Webcast" linkLabel="All webcasts" />
        {webcasts.length === 0 ? (
          <p className="text-slate-600">No webcasts yet.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-3">
            {webcasts.map((webcast) => (
              <li key={webcast.slug} className="rounded-2xl bg-white p-5 shadow-sm">
                <h3 className="font-semibold">
                  <LightLink href="/Webcast" className="text-slate-900 hover:text-brand-700 hover:underline">
                    {webcast.title}
                  </LightLink>
                </h3>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={webcast.publishedAt}>{formatDate(webcast.publishedAt)}</time> · {minutes(webcast.durationSeconds)}
                </p>
                <p className="mt-2 line-clamp-3 text-slate-700">{webcast.description}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
