// One ticket as its owner sees it: the thread, a reply box, and Close (resolve) while it is open.
import Link from 'next/link';
import { useState } from 'react';

import EventList from '@/components/admin/EventList';
import Notice from '@/components/admin/Notice';
import Section from '@/components/kit/Section';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import ReplyForm from '@/components/support/ReplyForm';
import StatusBadge from '@/components/kit/StatusBadge';
import { SUPPORT_BASE, type SupportArea } from '@/components/support/supportArea';
import TicketMessages, { type ThreadMessage } from '@/components/support/TicketMessages';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { SUPPORT_API } from '@/lib/contracts/support';
import { formatDate } from '@/lib/format';
import { grievanceLevelLabel } from '@/lib/validations/grievances';
import { SUPPORT_STATUS_LABELS, supportCategoryLabel, type SupportStatusName } from '@/lib/validations/support';

export interface CustomerTicket {
  id: number;
  category: string;
  subject: string;
  status: SupportStatusName;
  orderReference: string | null;
  reference: string | null;
  level: number | null;
  dueAt: string | null;
  resolvedAt: string | null;
  events: { id: number; event: string; actorKind: string; note: string | null; at: string }[];
  messages: ThreadMessage[];
}

const ACTORS: Record<string, string> = { user: 'you', partner: 'you', operator: 'our team', system: 'the platform' };

export default function TicketPage({ area, ticket }: { area: SupportArea; ticket: CustomerTicket }) {
  const refresh = useRefreshProps();
  const [notice, setNotice] = useState('');
  const [closing, setClosing] = useState(false);
  const [closeError, setCloseError] = useState('');
  const api = SUPPORT_API[area];

  async function close() {
    setClosing(true);
    setCloseError('');
    try {
      const response = await call(api.close, undefined, { params: { id: ticket.id } });
      setNotice(response.message);
      await refresh();
    } catch (error) {
      setCloseError(apiError(error).message);
    } finally {
      setClosing(false);
    }
  }

  return (
    <div className="space-y-6">
      <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <Link href={SUPPORT_BASE[area]} className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline">
          ← All tickets
        </Link>
        <span>Ticket #{ticket.id}</span>
        <span>{supportCategoryLabel(ticket.category)}</span>
        {ticket.orderReference && <span className="font-mono">Order {ticket.orderReference}</span>}
        <span>
          Status: <StatusBadge status={ticket.status} label={SUPPORT_STATUS_LABELS[ticket.status]} />
        </span>
      </p>
      <Notice message={notice} />
      {ticket.reference && (
        <Section title={`Grievance ${ticket.reference}`} look="card">
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="font-medium text-slate-600">Level</dt>
              <dd className="text-slate-900">{grievanceLevelLabel(ticket.level ?? 1)}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">{ticket.resolvedAt ? 'Resolved on' : 'Due by'}</dt>
              <dd className="text-slate-900">
                <time dateTime={ticket.resolvedAt ?? ticket.dueAt ?? undefined}>{formatDate(ticket.resolvedAt ?? ticket.dueAt ?? '')}</time>
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">How it is handled</dt>
              <dd>
                <Link href="/grievance-redressal" className="font-semibold text-brand-800 underline">
                  Grievance redressal
                </Link>
              </dd>
            </div>
          </dl>
        </Section>
      )}
      {ticket.events.length > 0 && (
        <EventList
          title="History"
          events={ticket.events.map((event) => ({
            event: event.event,
            actor: ACTORS[event.actorKind] ?? event.actorKind,
            note: event.note,
            at: event.at,
          }))}
        />
      )}
      <TicketMessages area={area} ticketId={ticket.id} messages={ticket.messages} />
      <ReplyForm
        label={ticket.status === 'resolved' ? 'Write again (this reopens the ticket)' : 'Your reply'}
        submitLabel="Send reply"
        send={async (values) => {
          const response = await call(api.reply, values, { params: { id: ticket.id } });
          setNotice(response.message);
          await refresh();
        }}
      />
      {ticket.status !== 'resolved' && (
        <div className="space-y-2">
          <button
            type="button"
            onClick={() => void close()}
            disabled={closing}
            aria-busy={closing || undefined}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-70"
          >
            Close ticket (my question is answered)
          </button>
          {closeError && (
            <p role="alert" className="text-sm text-red-800">
              {closeError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
