// "Where you're signed in": the account's live sessions (device, place, when), each of the others
// with a Sign out button, and Sign out everywhere. The same for investors, partners and operators.
import { useCallback, useEffect, useState } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { apiError } from '@/lib/api/clients';
import type { TokenRole } from '@/lib/auth/token';
import { call } from '@/lib/contracts/client';
import { SESSION_API, type SessionItem } from '@/lib/contracts/sessions';
import { formatDateTime } from '@/lib/format';
import { relativeTime } from '@/lib/relativeTime';

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; sessions: SessionItem[] };

export default function SessionList({ accountRole }: { accountRole: TokenRole }) {
  const api = SESSION_API[accountRole];
  const [state, setState] = useState<State>({ kind: 'loading' });
  // Bumped to load the list again (after a session is signed out, or "Try again").
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let active = true;
    call(api.list)
      .then((response) => active && setState({ kind: 'ready', sessions: response.data.sessions }))
      .catch(
        (failure: unknown) =>
          active && setState({ kind: 'failed', message: apiError(failure, 'Your sessions could not be loaded.').message }),
      );
    return () => {
      active = false;
    };
  }, [api, version]);

  if (state.kind === 'loading') {
    return (
      <div aria-busy="true" aria-live="polite" className="space-y-3">
        <span className="sr-only">Loading your sessions…</span>
        {[0, 1].map((row) => (
          <div key={row} className="h-16 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" />
        ))}
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="space-y-3">
        <FormAlert message={state.message} />
        <button
          type="button"
          onClick={() => {
            setState({ kind: 'loading' });
            reload();
          }}
          className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          Try again
        </button>
      </div>
    );
  }

  const others = state.sessions.filter((session) => !session.current).length;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Your signed-in sessions">
        {state.sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <span className="break-words">{session.device}</span>
                {session.current && (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                    This device
                  </span>
                )}
              </p>
              <p className="mt-0.5 text-sm break-words text-slate-600">
                {[session.place, session.ip].filter(Boolean).join(' · ') || 'Place unknown'}
              </p>
              <p className="mt-0.5 text-sm text-slate-600">
                Signed in {formatDateTime(session.signedInAt)} · active{' '}
                <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
                  {relativeTime(session.lastSeenAt)}
                </time>
              </p>
            </div>
            {!session.current && (
              <ConfirmButton
                label={
                  <>
                    Sign out<span className="sr-only"> {session.device}</span>
                  </>
                }
                title="Sign out this session?"
                body={`${session.device}${session.place ? ` in ${session.place}` : ''} will need to sign in again.`}
                confirmLabel="Sign it out"
                busyLabel="Signing out…"
                onConfirm={async () => {
                  await call(api.end, undefined, { params: { id: session.id } });
                  reload();
                }}
              />
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <ConfirmButton
          label="Sign out everywhere"
          title="Sign out everywhere?"
          body={
            others > 0
              ? `Every session ends, this one and ${String(others)} other${others === 1 ? '' : 's'}. You will need to sign in again.`
              : 'This session ends, and any other that appears. You will need to sign in again.'
          }
          confirmLabel="Sign out everywhere"
          busyLabel="Signing out…"
          onConfirm={async () => {
            await call(api.everywhere);
            window.location.assign(api.signIn);
          }}
        />
        <p className="text-sm text-slate-600">If you see a device you do not know, sign it out and change your password.</p>
      </div>
    </div>
  );
}
