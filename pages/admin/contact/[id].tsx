import type { InferGetServerSidePropsType } from 'next';

import { handlingFacts, SenderText } from '@/components/admin/inbox/handling';
import MarkForm from '@/components/admin/inbox/MarkForm';
import DetailPage from '@/components/kit/DetailPage';
import { DateTime } from '@/components/kit/cells';
import StatusBadge from '@/components/kit/StatusBadge';
import { call } from '@/lib/contracts/client';
import { adminContactMarkApi } from '@/lib/contracts/inbox';
import { getServerSideProps } from '@/lib/server/loaders/admin/contact/[id]';
import { INBOX_STATUS_LABELS } from '@/lib/status/inbox';

export { getServerSideProps };

export default function ContactMessagePage({ message }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const startup = message.kind === 'startup';
  return (
    <DetailPage
      title={message.subject}
      description={<StatusBadge status={message.status} label={INBOX_STATUS_LABELS[message.status]} />}
      back={startup ? { href: '/admin/enquiries', label: 'Startup enquiries' } : { href: '/admin/contact', label: 'Contact inbox' }}
      facts={[
        {
          title: 'From',
          items: [
            { label: 'Name', value: message.fullName },
            { label: 'Email', value: <a href={`mailto:${message.email}`}>{message.email}</a> },
            { label: 'Mobile', value: message.phone ?? '—' },
            { label: 'Received', value: <DateTime at={message.createdAt} /> },
          ],
        },
        handlingFacts(message),
      ]}
    >
      {(done) => (
        <>
          <SenderText id="message-heading" title="Message" text={message.message} />
          <MarkForm
            permission="support:write"
            status={message.status}
            note={message.staffNote}
            save={(values) => call(adminContactMarkApi, values, { params: { id: message.id } })}
            done={done}
          />
        </>
      )}
    </DetailPage>
  );
}
