import { formatDate } from '@/lib/format';

import { formatDuration, spokenDuration } from './formatDuration';
import WebcastPlayer from './WebcastPlayer';

export interface WebcastCardData {
  slug: string;
  title: string;
  description: string;
  videoUrl: string;
  embedUrl: string | null;
  thumbnail: string | null;
  durationSeconds: number;
  speakers: string[];
  publishedAt: string;
}

export default function WebcastCard({ webcast }: { webcast: WebcastCardData }) {
  return (
    <article id={webcast.slug} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
      <WebcastPlayer title={webcast.title} thumbnail={webcast.thumbnail} embedUrl={webcast.embedUrl} videoUrl={webcast.videoUrl} />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold leading-snug text-slate-900">{webcast.title}</h2>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={webcast.publishedAt}>{formatDate(webcast.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">Duration: {spokenDuration(webcast.durationSeconds)}</span>
          <span aria-hidden="true" data-testid="webcast-duration">
            {formatDuration(webcast.durationSeconds)}
          </span>
        </p>
        <p className="mt-3 text-sm text-slate-700">{webcast.description}</p>
        {webcast.speakers.length > 0 && (
          <p className="mt-auto pt-4 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{webcast.speakers.length === 1 ? 'Speaker' : 'Speakers'}:</span>{' '}
            {webcast.speakers.join(', ')}
          </p>
        )}
      </div>
    </article>
  );
}
