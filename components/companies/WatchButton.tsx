// Add to / remove from the watch list; the label says what a press will do, from the server's answer.
import { useEffect, useState } from 'react';

import type { ApiSuccess } from '@/lib/api/clients';
import type { WatchlistAddData, WatchlistData, WatchlistRemoveData } from '@/lib/contracts/watchlist';

interface Props {
  companyId: number;
  onSignedOut: () => void;
  className: string;
}

export default function WatchButton({ companyId, onSignedOut, className }: Props) {
  const [watching, setWatching] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    // The API client loads after the page is up (it is not in the company page's own script).
    import('@/lib/api/clients')
      .then(({ userApi }) =>
        userApi.get<ApiSuccess<WatchlistData>>('watchlist/list', { params: { companyId, page: 1, limit: 1 }, signal: controller.signal }),
      )
      .then(({ data }) => setWatching(data.data.total > 0))
      .catch(() => {
        if (!controller.signal.aborted) setWatching(false);
      });
    return () => controller.abort();
  }, [companyId]);

  async function toggle() {
    setBusy(true);
    const { apiError, userApi } = await import('@/lib/api/clients');
    try {
      const { data } = await userApi.post<ApiSuccess<WatchlistAddData | WatchlistRemoveData>>(
        watching ? 'watchlist/remove' : 'watchlist/add',
        {
          companyId,
        },
      );
      setWatching(data.data.watching);
      setMessage(data.message);
    } catch (failure) {
      const { message: text, status } = apiError(failure);
      if (status === 401) {
        onSignedOut();
        return;
      }
      setMessage(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" disabled={busy || watching === null} onClick={() => void toggle()} className={className}>
        <span aria-hidden="true">{watching ? '★' : '☆'}</span> {watching ? 'Remove from watch list' : 'Add to watch list'}
      </button>
      <p role="status" className="basis-full text-sm text-slate-700">
        {message}
      </p>
    </>
  );
}
