import { useState, type ReactNode } from 'react';

import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { apiError } from '@/lib/api/clients';

interface Props {
  /** The request; once it succeeds the page's server props are loaded again. */
  action: () => Promise<unknown>;
  className: string;
  /** The button's text (with any words for screen readers only). */
  children: ReactNode;
}

/** A button for a small change that needs no question (remove, delete): it runs, then the page refreshes. */
export default function ActionButton({ action, className, children }: Props) {
  const refresh = useRefreshProps();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function run() {
    setBusy(true);
    setError('');
    try {
      await action();
      await refresh();
    } catch (failure) {
      setError(apiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" onClick={() => void run()} disabled={busy} className={`${className} disabled:opacity-60`}>
        {children}
      </button>
      {error && (
        <span role="alert" className="mt-1 block text-xs text-red-700">
          {error}
        </span>
      )}
    </>
  );
}
