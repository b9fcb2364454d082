// What a message's and an application's pages share: the "Handling" facts and the text they carry.
import type { FactGroup } from '@/components/kit/DetailPage';
import { DateTime } from '@/components/kit/cells';
import { INBOX_STATUS_LABELS, type InboxStatus } from '@/lib/status/inbox';

interface Handled {
  status: InboxStatus;
  handledBy: string | null;
  handledAt: string | null;
  staffNote: string | null;
}

export const handlingFacts = (entry: Handled): FactGroup => ({
  title: 'Handling',
  items: [
    { label: 'Status', value: INBOX_STATUS_LABELS[entry.status] },
    { label: 'By', value: entry.handledBy ?? '—' },
    { label: 'When', value: entry.handledAt ? <DateTime at={entry.handledAt} /> : '—' },
    { label: 'Note', value: <span className="whitespace-pre-line">{entry.staffNote ?? '—'}</span> },
  ],
});

/** The message or cover note as the sender wrote it, line breaks kept. */
export function SenderText({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 lg:col-span-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{text}</p>
    </section>
  );
}
