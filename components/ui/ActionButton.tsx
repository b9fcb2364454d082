import { useState, type ReactNode } from 'react';

import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { apiError } from '@/lib/api/clients';

interface Props<T> {
  /** The request; once it succeeds the page's server props are loaded again (or `onDone` runs instead). */
  action: () => Promise<T>;
  /** What follows a success, in place of loading the page's props again (a move to a URL that says what happened). */
  onDone?: (result: T) => Promise<unknown>;
  className: string;
  /** The button's text (with any words for screen readers only). */
  children: ReactNode;
  /** The name a screen reader says, where the visible text alone is one of many alike ("Move up: <question>"). */
  label?: string;
  /** A toggle's state (aria-pressed), where the button switches something on or off. */
  pressed?: boolean;
}

/** A button for a small change that needs no question (remove, delete): it runs, then the page refreshes. */
export default function ActionButton<T>({ action, onDone, className, children, label, pressed }: Props<T>) {
  const refresh = useRefreshProps();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function run() {
    setBusy(true);
    setError('');
    try {
      const result = await action();
      await (onDone ? onDone(result) : refresh());
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
        onClick={() => void run()}
        disabled={busy}
        aria-label={label}
        aria-pressed={pressed}
        className={`${className} disabled:opacity-60`}
      >
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
