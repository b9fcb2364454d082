// Add to / remove from the watch list; the label says what a press will do, from the server's answer.
import { useEffect, useState } from 'react';

import Icon from '@/components/dashboard/Icon';

// The API client and the contracts load after the page is up (they are not in the company page's own script).
const loadClient = () => Promise.all([import('@/lib/api/clients'), import('@/lib/contracts/client'), import('@/lib/contracts/watchlist')]);

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
    loadClient()
      .then(([, { call }, { watchlistApi }]) =>
        call(watchlistApi, { companyId: String(companyId), page: '1', limit: '1' }, { signal: controller.signal }),
      )
      .then(({ data }) => setWatching(data.total > 0))
      .catch(() => {
        if (!controller.signal.aborted) setWatching(false);
      });
    return () => controller.abort();
  }, [companyId]);

  async function toggle() {
    setBusy(true);
    const [{ apiError }, { call }, { watchlistAddApi, watchlistRemoveApi }] = await loadClient();
    try {
      const { data, message: text } = await call(watching ? watchlistRemoveApi : watchlistAddApi, { companyId });
      setWatching(data.watching);
      setMessage(text);
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
        <Icon name="watchlist" className={`h-4 w-4 ${watching ? 'fill-current' : ''}`} />{' '}
        {watching ? 'Remove from watch list' : 'Add to watch list'}
      </button>
      <p role="status" className="basis-full text-sm text-slate-700">
        {message}
      </p>
    </>
  );
}
