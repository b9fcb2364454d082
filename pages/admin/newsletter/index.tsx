import type { InferGetServerSidePropsType } from 'next';
import { useState } from 'react';

import AdminListPage from '@/components/admin/AdminListPage';
import { Allowed } from '@/components/admin/StaffRoles';
import { choiceFilter, DateTime, searchFilter } from '@/components/kit/cells';
import { type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { call } from '@/lib/contracts/client';
import { adminUnsubscribeApi } from '@/lib/contracts/inbox';
import { getServerSideProps } from '@/lib/server/loaders/admin/newsletter/index';
import { SUBSCRIBER_STATUS_LABELS } from '@/lib/status/inbox';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Subscriber = Props['list']['result'][number];

export default function NewsletterPage({ list, q, status }: Props) {
  const [notice, setNotice] = useState('');
  const refresh = useRefreshProps();
  const columns: Column<Subscriber>[] = [
    { label: 'Email', rowHeader: true, cell: (subscriber) => subscriber.email },
    {
      label: 'Status',
      cell: (subscriber) => <StatusBadge status={subscriber.status} label={SUBSCRIBER_STATUS_LABELS[subscriber.status]} />,
    },
    { label: 'Subscribed', className: 'whitespace-nowrap', cell: (subscriber) => <DateTime at={subscriber.createdAt} /> },
    {
      label: 'Unsubscribed',
      className: 'whitespace-nowrap',
      cell: (subscriber) => (subscriber.unsubscribedAt ? <DateTime at={subscriber.unsubscribedAt} /> : '—'),
    },
    {
      label: <span className="sr-only">Actions</span>,
      cell: (subscriber) =>
        subscriber.status === 'subscribed' && (
          <Allowed permission="content:write">
            <ConfirmButton
              label={
                <>
                  Unsubscribe<span className="sr-only"> {subscriber.email}</span>
                </>
              }
              title={`Unsubscribe ${subscriber.email}?`}
              body="No more newsletter emails go to this address. They can subscribe again from the site."
              confirmLabel="Unsubscribe"
              busyLabel="Unsubscribing…"
              onConfirm={async () => {
                setNotice((await call(adminUnsubscribeApi, undefined, { params: { id: subscriber.id } })).message);
                await refresh();
              }}
            />
          </Allowed>
        ),
    },
  ];
  return (
    <AdminListPage
      description="Who receives the newsletter, newest first. Every email carries a one-click unsubscribe link."
      notice={notice}
      list={list}
      filters={[searchFilter(q, 'Email address.'), choiceFilter('Status', 'status', status, SUBSCRIBER_STATUS_LABELS, 'Any status')]}
      clearLabel="Clear filters"
      things="Subscribers"
      columns={columns}
    />
  );
}
