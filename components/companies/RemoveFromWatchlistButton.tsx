import { useRouter } from 'next/router';
import { useState } from 'react';

import { apiError, userApi } from '@/lib/api/clients';

/** Removes one company from the watch list, then reloads the page's data from the server. */
export default function RemoveFromWatchlistButton({ companyId, companyName }: { companyId: number; companyName: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function remove() {
    setBusy(true);
    setError('');
    try {
      await userApi.post('watchlist/remove', { companyId });
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
        onClick={() => void remove()}
        disabled={busy}
        className="min-h-10 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-red-800 ring-1 ring-slate-300 hover:bg-red-50 disabled:opacity-60"
      >
        Remove<span className="sr-only">{` ${companyName} from your watch list`}</span>
      </button>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
