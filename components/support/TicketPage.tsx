// One ticket as its owner sees it: the thread, a reply box, and Close (resolve) while it is open.
import Link from 'next/link';
import { useState } from 'react';

import Notice from '@/components/admin/Notice';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import ReplyForm from '@/components/support/ReplyForm';
import StatusBadge from '@/components/kit/StatusBadge';
import { SUPPORT_BASE, type SupportArea } from '@/components/support/supportArea';
import TicketMessages, { type ThreadMessage } from '@/components/support/TicketMessages';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { SUPPORT_API } from '@/lib/contracts/support';
import { SUPPORT_STATUS_LABELS, supportCategoryLabel, type SupportStatusName } from '@/lib/validations/support';

export interface CustomerTicket {
  id: number;
  category: string;
  subject: string;
  status: SupportStatusName;
  orderReference: string | null;
  messages: ThreadMessage[];
}

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
