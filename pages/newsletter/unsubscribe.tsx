// Where a newsletter email's "unsubscribe" link lands: one button, so a mail scanner that opens the
// link changes nothing. (A mail client's own one-click button posts to the API directly, RFC 8058.)
import { useRouter } from 'next/router';
import { useState } from 'react';

import Seo from '@/components/Seo';
import PageHeading from '@/components/ui/PageHeading';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { newsletterUnsubscribeApi } from '@/lib/contracts/inbox';

export default function NewsletterUnsubscribePage() {
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function unsubscribe() {
    setBusy(true);
    try {
      setResult({ ok: true, message: (await call(newsletterUnsubscribeApi, { token })).message });
    } catch (error) {
      setResult({ ok: false, message: apiError(error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Seo title="Unsubscribe from the newsletter" description="Stop receiving our newsletter." noindex />
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <PageHeading>Unsubscribe from the newsletter</PageHeading>
        {result ? (
          <p role={result.ok ? 'status' : 'alert'} className={`mt-6 ${result.ok ? 'text-slate-800' : 'text-red-800'}`}>
            {result.message}
          </p>
        ) : token ? (
          <>
            <p className="mt-4 text-slate-700">No more newsletter emails will be sent to the address this link came to.</p>
            <button
              type="button"
              disabled={busy}
              onClick={() => void unsubscribe()}
              className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {busy ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </>
        ) : (
          <p className="mt-4 text-slate-700">Open the unsubscribe link at the foot of a newsletter email to stop receiving it.</p>
        )}
      </section>
    </>
  );
}
