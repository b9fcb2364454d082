// Cancel an order (while it awaits payment) or a sell request (before the shares arrive), after a confirm dialog.
import { useRouter } from 'next/router';
import { useId, useState } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import Dialog from '@/components/ui/Dialog';
import { apiError, userApi } from '@/lib/api/clients';

interface Props {
  /** The API path under /api/v1/user: "orders/12/cancel" or "sell/3/cancel". */
  path: string;
  /** What is cancelled, in the dialog's words: "order UM-B-…". */
  what: string;
  /** The button's label. */
  label?: string;
}

export default function CancelButton({ path, what, label = 'Cancel' }: Props) {
  const router = useRouter();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function confirm() {
    setBusy(true);
    setError('');
    try {
      await userApi.post(path);
      setOpen(false);
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (failure) {
      setError(apiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={headingId} className="max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Cancel {what}?
        </h2>
        <p className="mt-2 text-sm text-slate-600">This cannot be undone. If you still want the shares, you will need to start again.</p>
        <div className="mt-4">
          <FormAlert message={error} />
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Keep it
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void confirm()}
            className="inline-flex min-h-11 items-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {busy ? 'Cancelling…' : 'Yes, cancel'}
          </button>
        </div>
      </Dialog>
    </>
  );
}
