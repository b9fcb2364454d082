// An investor's or a partner's record page: DetailPage with the access actions (and the page's own),
// the facts, their own lists in one card, the staff notes and the history from the audit log.
import type { ComponentProps, ReactNode } from 'react';

import type { Detail } from '@/components/admin/Details';
import AccountActions from '@/components/admin/people/AccountActions';
import PrivacyActions from '@/components/admin/people/PrivacyActions';
import { historyEvents } from '@/components/admin/people/history';
import StaffNotes from '@/components/admin/people/StaffNotes';
import { useCan } from '@/components/admin/StaffRoles';
import DetailPage from '@/components/kit/DetailPage';
import { formatDateTime } from '@/lib/format';
import type { NoteSubject } from '@/lib/status/people';

type Person = ComponentProps<typeof AccountActions>['account'] & {
  notes: ComponentProps<typeof StaffNotes>['notes'];
  history: Parameters<typeof historyEvents>[0];
  privacy: ComponentProps<typeof PrivacyActions>['privacy'];
};

interface Props extends Pick<ComponentProps<typeof DetailPage>, 'title' | 'description' | 'back' | 'facts'> {
  subject: NoteSubject;
  person: Person;
  /** Actions of this kind of record (move to a partner, decide an application), under the access buttons. */
  moreActions?: (done: (message: string) => void) => ReactNode;
  /** The record's ListSections. */
  children: ReactNode;
}

export default function PersonRecord({ subject, person, moreActions, children, ...page }: Props) {
  const mayAct = useCan('people:write');
  return (
    <DetailPage
      {...page}
      actions={
        mayAct
          ? (done) => (
              <AccountActions subject={subject} account={person} done={done}>
                <PrivacyActions subject={subject} id={person.id} privacy={person.privacy} done={done} />
                {moreActions?.(done)}
              </AccountActions>
            )
          : undefined
      }
      events={historyEvents(person.history)}
    >
      {(done) => (
        <>
          <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 lg:col-span-2">{children}</div>
          <StaffNotes subject={subject} id={person.id} notes={person.notes} done={mayAct ? done : null} />
        </>
      )}
    </DetailPage>
  );
}

/** "Live sessions" and "Last seen" of an account, as facts. */
export function sessionFacts(sessions: { live: number; lastSeenAt: string | null }): Detail[] {
  return [
    { label: 'Live sessions', value: String(sessions.live) },
    { label: 'Last seen', value: sessions.lastSeenAt ? formatDateTime(sessions.lastSeenAt) : 'Never' },
  ];
}
