// What the desk can do to an investor's or a partner's account: disable or enable it (a disabled
// account cannot sign in and its sessions end at once) and end every session. A page adds its own
// actions (move to another partner, approve an applicant) as children.
import type { ReactNode } from 'react';

import Section from '@/components/kit/Section';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { call } from '@/lib/contracts/client';
import { PEOPLE_API } from '@/lib/contracts/people';
import type { AccessStatus, NoteSubject } from '@/lib/status/people';

interface Props {
  subject: NoteSubject;
  account: { id: number; fullName: string; access: AccessStatus; sessions: { live: number } };
  done: (message: string) => void;
  children?: ReactNode;
}

export default function AccountActions({ subject, account, done, children }: Props) {
  const params = { id: account.id };
  const api = PEOPLE_API[subject];
  const name = account.fullName;
  const live = account.sessions.live;
  const setDisabled = async (disabled: boolean) => done((await call(api.access, { disabled }, { params })).message);
  return (
    <Section title="Access" className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 lg:col-span-2">
      <div className="flex flex-wrap gap-3">
        {account.access === 'disabled' ? (
          <ConfirmButton
            tone="primary"
            label="Enable"
            title={`Let ${name} sign in again?`}
            body="They can sign in with their password, a code or Google as before."
            confirmLabel="Enable"
            busyLabel="Enabling…"
            onConfirm={() => setDisabled(false)}
          />
        ) : (
          <ConfirmButton
            label="Disable"
            title={`Disable ${name}?`}
            body={`They can no longer sign in, and ${live === 1 ? 'their session ends' : `their ${live} sessions end`} at once. Their orders, holdings and history stay.`}
            confirmLabel="Disable"
            busyLabel="Disabling…"
            onConfirm={() => setDisabled(true)}
          />
        )}
        {live > 0 && (
          <ConfirmButton
            label={`End all sessions (${live})`}
            title={`Sign ${name} out everywhere?`}
            body="Every session of theirs ends at once; they can sign in again."
            confirmLabel="End sessions"
            busyLabel="Ending…"
            onConfirm={async () => done((await call(api.signOut, undefined, { params })).message)}
          />
        )}
      </div>
      {children}
    </Section>
  );
}
