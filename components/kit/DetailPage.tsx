// The console kit's record page: a heading with the way back, a notice line, the actions, the facts
// (definition lists) and the timeline. A page says what its record's facts and actions are.
import { useState, type ReactNode } from 'react';

import AdminPage from '@/components/admin/AdminPage';
import Details, { type Detail } from '@/components/admin/Details';
import EventList, { type TimelineEvent } from '@/components/admin/EventList';
import Notice from '@/components/admin/Notice';
import { useRefreshProps } from '@/components/profile/useRefreshProps';

export interface FactGroup {
  title: string;
  items: Detail[];
}

interface Props {
  title: string;
  description?: ReactNode;
  back: { href: string; label: string };
  /** The actions; `done(message)` shows the message and reloads the record. */
  actions?: (done: (message: string) => void) => ReactNode;
  facts: readonly FactGroup[];
  events?: readonly TimelineEvent[];
  /** Above the actions: what waits on the record (PendingApprovalNotice). */
  waiting?: ReactNode;
  /** The record's own lists and notes (an investor's orders, a partner's payouts); given `done` like the actions. */
  children?: ReactNode | ((done: (message: string) => void) => ReactNode);
}

export default function DetailPage({ title, description, back, actions, facts, events, waiting, children }: Props) {
  const [notice, setNotice] = useState('');
  const refresh = useRefreshProps();
  const done = (message: string) => {
    setNotice(message);
    void refresh();
  };
  return (
    <AdminPage title={title} description={description} back={back}>
      <Notice message={notice} />
      {waiting && <div className="mb-6">{waiting}</div>}
      <div className="grid gap-6 lg:grid-cols-2">
        {actions?.(done)}
        {facts.map((group) => (
          <Details key={group.title} title={group.title} items={group.items} />
        ))}
        {typeof children === 'function' ? children(done) : children}
        {events && (
          <div className="lg:col-span-2">
            <EventList events={events} />
          </div>
        )}
      </div>
    </AdminPage>
  );
}
