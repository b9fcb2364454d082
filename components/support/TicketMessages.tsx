import Icon from '@/components/dashboard/Icon';
import { attachmentHref, type SupportArea } from '@/components/support/supportArea';
import { formatDateTime, formatFileSize } from '@/lib/format';

export interface ThreadMessage {
  id: number;
  authorKind: 'customer' | 'operator';
  authorName: string;
  body: string;
  attachmentName: string | null;
  attachmentSize: number | null;
  createdAt: string;
}

/** A ticket's thread, oldest first; every body is shown as plain text, never as HTML. */
export default function TicketMessages({
  area,
  ticketId,
  messages,
}: {
  area: SupportArea | 'admin';
  ticketId: number;
  messages: ThreadMessage[];
}) {
  return (
    <ol className="space-y-4" aria-label="Messages">
      {messages.map((message) => {
        const fromSupport = message.authorKind === 'operator';
        return (
          <li
            key={message.id}
            className={`rounded-2xl border p-4 ${fromSupport ? 'border-brand-200 bg-brand-50/60' : 'border-slate-200 bg-white'} ${
              fromSupport === (area !== 'admin') ? 'mr-6 sm:mr-16' : 'ml-6 sm:ml-16'
            }`}
          >
            <p className="mb-2 flex flex-wrap justify-between gap-2 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{message.authorName}</span>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
            <p className="break-words whitespace-pre-wrap text-slate-900">{message.body}</p>
            {message.attachmentName && (
              <p className="mt-3 text-sm">
                <a
                  href={attachmentHref(area, ticketId, message.id)}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name="paperclip" className="inline h-4 w-4 align-[-2px]" /> {message.attachmentName}
                  {message.attachmentSize !== null && ` (${formatFileSize(message.attachmentSize)})`}
                </a>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
