// The data-rights part of an investor's or a partner's record: the legal hold (nothing of a held account
// is deleted by the retention job) and, while an erasure request's notice runs, cancelling it.
import ConfirmButton from '@/components/ui/ConfirmButton';
import { call } from '@/lib/contracts/client';
import { PRIVACY_CONSOLE_API } from '@/lib/contracts/privacy';
import { formatDateTime } from '@/lib/format';
import type { NoteSubject } from '@/lib/status/people';
import type { AccountPrivacy } from '@/lib/server/services/dataErasure';

interface Props {
  subject: NoteSubject;
  id: number;
  privacy: AccountPrivacy;
  done: (message: string) => void;
}

function stateOf(privacy: AccountPrivacy): string {
  if (privacy.erasedAt)
    return `Erased ${formatDateTime(privacy.erasedAt)}${privacy.keepUntil ? `; kept records until ${formatDateTime(privacy.keepUntil)}` : ''}.`;
  if (privacy.closedAt && privacy.erasureDueAt)
    return `Closed at the owner's request ${formatDateTime(privacy.closedAt)}; erased ${formatDateTime(privacy.erasureDueAt)}.`;
  return 'Open.';
}

export default function PrivacyActions({ subject, id, privacy, done }: Props) {
  const api = PRIVACY_CONSOLE_API[subject];
  const params = { id };
  const setHold = async (legalHold: boolean) => done((await call(api.legalHold, { legalHold }, { params })).message);
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">Data rights</h3>
      <p className="text-sm text-slate-700">
        {stateOf(privacy)} Legal hold: {privacy.legalHold ? 'on (nothing of this account is deleted)' : 'off'}.
      </p>
      <div className="flex flex-wrap gap-3">
        <ConfirmButton
          tone={privacy.legalHold ? 'danger' : 'primary'}
          label={privacy.legalHold ? 'Lift the legal hold' : 'Put under legal hold'}
          title={privacy.legalHold ? 'Lift the legal hold?' : 'Put this account under a legal hold?'}
          body={
            privacy.legalHold
              ? 'The retention job may then delete its records when their period ends.'
              : 'The retention job deletes nothing of this account until the hold is lifted.'
          }
          confirmLabel={privacy.legalHold ? 'Lift the hold' : 'Hold'}
          busyLabel="Saving…"
          onConfirm={() => setHold(!privacy.legalHold)}
        />
        {privacy.closedAt && !privacy.erasedAt && (
          <ConfirmButton
            tone="primary"
            label="Cancel the erasure"
            title="Cancel the erasure and open the account again?"
            body="Only when the owner asked for it. They can sign in again and nothing is erased."
            confirmLabel="Cancel the erasure"
            busyLabel="Cancelling…"
            onConfirm={async () => done((await call(api.cancelErasure, undefined, { params })).message)}
          />
        )}
      </div>
    </div>
  );
}
