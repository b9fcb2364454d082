import Section from '@/components/kit/Section';
import { formatDateTime, statusLabel } from '@/lib/format';

export interface TimelineEvent {
  event: string;
  actor: string;
  note: string | null;
  at: string;
}

/** An order's, sale's or grievance's history, oldest first: each step with its time and who made it. */
export default function EventList({ events, title = 'Events' }: { events: readonly TimelineEvent[]; title?: string }) {
  return (
    <Section title={title} look="card">
      <ol className="mt-3 space-y-3">
        {events.map((event, index) => (
          <li key={index} className="border-l-2 border-brand-200 pl-3">
            <p className="font-medium text-slate-900">{statusLabel(event.event)}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time> · by {event.actor}
            </p>
            {event.note && <p className="text-sm text-slate-800">{event.note}</p>}
          </li>
        ))}
      </ol>
    </Section>
  );
}
