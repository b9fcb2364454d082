import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';
import { useState } from 'react';

import { Allowed } from '@/components/admin/StaffRoles';
import AdminPage from '@/components/admin/AdminPage';
import { formatAge } from '@/lib/format';
import Details from '@/components/admin/Details';
import Notice from '@/components/admin/Notice';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import GrievanceDue from '@/components/support/GrievanceDue';
import ReplyForm from '@/components/support/ReplyForm';
import StatusBadge from '@/components/kit/StatusBadge';
import TicketMessages from '@/components/support/TicketMessages';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { adminTicketAssignApi, adminTicketEscalateApi, adminTicketReplyApi, adminTicketResolveApi } from '@/lib/contracts/support';
import { getServerSideProps } from '@/lib/server/loaders/admin/tickets/[id]';
import { grievanceLevelLabel } from '@/lib/validations/grievances';
import { SUPPORT_STATUS_OPERATOR_LABELS, supportCategoryLabel } from '@/lib/validations/support';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const TICKET_ACTIONS = { assign: adminTicketAssignApi, resolve: adminTicketResolveApi, escalate: adminTicketEscalateApi } as const;

export default function AdminTicketPage({ ticket, operatorId, now }: Props) {
  const refresh = useRefreshProps();
  const [notice, setNotice] = useState('');
  const [actionError, setActionError] = useState('');
  const [busy, setBusy] = useState(false);

  async function act(action: keyof typeof TICKET_ACTIONS) {
    setBusy(true);
    setActionError('');
    try {
      const response = await call(TICKET_ACTIONS[action], undefined, { params: { id: ticket.id } });
      setNotice(response.message);
      await refresh();
    } catch (error) {
      setActionError(apiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  const customer = ticket.customer;
  const button =
    'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-70';
  return (
    <AdminPage
      title={ticket.subject}
      description={
        <>
          Ticket #{ticket.id} · {supportCategoryLabel(ticket.category)} ·{' '}
          <StatusBadge status={ticket.status} label={SUPPORT_STATUS_OPERATOR_LABELS[ticket.status]} /> · opened{' '}
          {formatAge(ticket.createdAt, now)} ago
        </>
      }
      back={{ href: '/admin/tickets', label: 'Queue' }}
    >
      <Notice message={notice} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="thread-heading" className="space-y-4">
          <h2 id="thread-heading" className="text-lg font-semibold text-slate-900">
            Conversation
          </h2>
          <TicketMessages area="admin" ticketId={ticket.id} messages={ticket.messages} />
          <Allowed permission="support:write">
            <ReplyForm
              label="Reply to the customer"
              hint="Sent as plain text; the customer is told in their panel and by email."
              submitLabel="Send reply"
              send={async (values) => {
                const response = await call(adminTicketReplyApi, values, { params: { id: ticket.id } });
                setNotice(response.message);
                await refresh();
              }}
            />
          </Allowed>
        </section>
        <div className="space-y-4">
          <Details
            title="Customer"
            items={[
              { label: 'Kind', value: customer?.kind === 'partner' ? 'Channel partner' : 'Investor' },
              { label: 'Name', value: customer?.name ?? '—' },
              { label: 'Email', value: customer?.email ?? '—' },
              { label: customer?.kind === 'partner' ? 'Partnership code' : 'Investor ID', value: customer?.code ?? '—' },
              ...(ticket.orderReference && ticket.orderId !== null
                ? [{ label: 'Order', value: <Link href={`/admin/orders/${ticket.orderId}`}>{ticket.orderReference}</Link> }]
                : []),
              { label: 'Assigned to', value: ticket.assignedTo ?? 'Nobody' },
              ...(ticket.reference && ticket.dueAt
                ? [
                    { label: 'Grievance', value: <span className="font-mono">{ticket.reference}</span> },
                    { label: 'Level', value: grievanceLevelLabel(ticket.level ?? 1) },
                    { label: 'Due', value: <GrievanceDue dueAt={ticket.dueAt} resolvedAt={ticket.resolvedAt} now={now} /> },
                  ]
                : []),
            ]}
          />
          <Allowed permission="support:write">
            <div className="flex flex-wrap gap-3">
              {ticket.assignedOperatorId !== operatorId && (
                <button type="button" className={button} disabled={busy} onClick={() => void act('assign')}>
                  Assign to me
                </button>
              )}
              {ticket.reference && ticket.level === 1 && !ticket.resolvedAt && (
                <button type="button" className={button} disabled={busy} onClick={() => void act('escalate')}>
                  Refer to the principal officer
                </button>
              )}
              {ticket.status !== 'resolved' && (
                <button type="button" className={button} disabled={busy} onClick={() => void act('resolve')}>
                  Resolve
                </button>
              )}
            </div>
          </Allowed>
          {actionError && (
            <p role="alert" className="text-sm text-red-800">
              {actionError}
            </p>
          )}
        </div>
      </div>
    </AdminPage>
  );
}
