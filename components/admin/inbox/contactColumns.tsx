// The columns of the contact inbox and of the startup enquiries (one table, two lists).
import { DateTime, PersonCell, RecordName } from '@/components/kit/cells';
import type { Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { INBOX_STATUS_LABELS, type InboxStatus } from '@/lib/status/inbox';

interface Message {
  id: number;
  fullName: string;
  email: string;
  subject: string;
  status: InboxStatus;
  createdAt: string;
}

export const inboxStatusColumn = <Row extends { status: InboxStatus }>(): Column<Row> => ({
  label: 'Status',
  cell: (row) => <StatusBadge status={row.status} label={INBOX_STATUS_LABELS[row.status]} />,
});

export const receivedColumn = <Row extends { createdAt: string }>(): Column<Row> => ({
  label: 'Received',
  className: 'whitespace-nowrap',
  cell: (row) => <DateTime at={row.createdAt} />,
});

export const CONTACT_COLUMNS: Column<Message>[] = [
  {
    label: 'Subject',
    rowHeader: true,
    cell: (message) => <RecordName href={`/admin/contact/${message.id}`} name={message.subject} detail={`#${message.id}`} mono={false} />,
  },
  { label: 'From', cell: (message) => <PersonCell person={message} /> },
  inboxStatusColumn(),
  receivedColumn(),
];

/** The two lists of contact messages: the contact form's, and the startups' "Ask about this startup". */
export const CONTACT_INBOXES = {
  contact: {
    description: 'Messages from the site’s contact form, newest first. Mark each handled once it is answered.',
    api: { path: '/api/v1/admin/contact', kind: 'contact' },
    searchHint: 'Name, email or subject.',
    plural: 'Messages',
  },
  startup: {
    description: 'Investors asking about a startup from its page, newest first. Mark each handled once the startups desk has called.',
    api: { path: '/api/v1/admin/contact', kind: 'startup' },
    searchHint: 'Name, email or startup.',
    plural: 'Enquiries',
  },
} as const;
