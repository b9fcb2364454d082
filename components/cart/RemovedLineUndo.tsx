// "Removed X. Undo": shown for a few seconds after a cart line is removed. The Undo button takes the
// focus (the line's own buttons are gone with it), so a keyboard user can press Enter at once; undoing
// puts the same quantity back in the cart.
import { useEffect, useRef, useState } from 'react';

import { apiError } from '@/lib/api/clients';
import { cartAddApi } from '@/lib/contracts/cart';
import { call } from '@/lib/contracts/client';

export interface RemovedLine {
  companyId: number;
  companyName: string;
  quantity: number;
}

/** How long the undo is offered. */
export const UNDO_MS = 10_000;

interface Props {
  line: RemovedLine;
  /** After the line is back (reload the cart), or once the offer has lapsed. */
  onDone: (restored: boolean) => void | Promise<void>;
}

export default function RemovedLineUndo({ line, onDone }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    button.current?.focus();
    const timer = setTimeout(() => void onDone(false), UNDO_MS);
    return () => clearTimeout(timer);
  }, [line, onDone]);

  async function undo() {
    setBusy(true);
    setError('');
    try {
      await call(cartAddApi, { companyId: line.companyId, quantity: line.quantity });
      await onDone(true);
    } catch (failure) {
      setError(apiError(failure).message);
      setBusy(false);
    }
  }

  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      <span>Removed {line.companyName}.</span>
      <button
        ref={button}
        type="button"
        onClick={() => void undo()}
        disabled={busy}
        aria-label={`Undo: put ${line.companyName} back in your cart`}
        className="min-h-10 rounded-lg px-3 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-white disabled:opacity-60"
      >
        {busy ? 'Putting back…' : 'Undo'}
      </button>
      {error && <span className="font-medium text-red-700">{error}</span>}
    </div>
  );
}
