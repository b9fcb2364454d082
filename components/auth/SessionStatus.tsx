// The next-auth (Google) session on the sign-in screens: nothing while it loads or when there is
// none; with one, "Continue as <email>" finishes signing in to the site without another Google trip.
import { useRouter } from 'next/router';
import { signOut, useSession } from 'next-auth/react';
import { useState } from 'react';

import { GoogleLogo } from '@/components/auth/GoogleSignInButton';
import { googleCompletionUrl } from '@/lib/auth/googleSignIn';

export default function SessionStatus() {
  const { data, status } = useSession();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const email = data?.user?.email;

  if (status !== 'authenticated' || !email) {
    // Loading or no Google session: keep the form as it is (no flash of a panel that then goes).
    return <div data-testid="session-status" data-status={status} hidden />;
  }

  const switchAccount = async () => {
    setLeaving(true);
    try {
      await signOut({ redirect: false });
    } finally {
      setLeaving(false);
    }
  };

  return (
    <section
      data-testid="session-status"
      data-status={status}
      aria-labelledby="session-status-title"
      className="mb-6 rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <h2 id="session-status-title" className="text-sm font-semibold text-slate-900">
        You are signed in to Google
      </h2>
      <p className="mt-1 text-sm break-all text-slate-700">{email}</p>
      <a
        href={googleCompletionUrl(router.query.next)}
        className="mt-3 flex w-full items-center justify-center gap-3 rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white shadow hover:bg-brand-800"
      >
        <span className="rounded-full bg-white p-1">
          <GoogleLogo />
        </span>
        <span className="break-all">Continue as {email}</span>
      </a>
      <button
        type="button"
        onClick={() => void switchAccount()}
        disabled={leaving}
        aria-busy={leaving || undefined}
        className="mt-2 w-full rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 underline hover:text-brand-800 disabled:opacity-70"
      >
        {leaving ? 'Signing out of Google…' : 'Use another account'}
      </button>
    </section>
  );
}
