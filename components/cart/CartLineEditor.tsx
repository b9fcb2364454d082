// One cart line's controls: change the quantity (the Buy form's rules: whole shares, at least the
// minimum lot, checked here and again by the API) or remove the line. The company's name is only in
// the accessible names: the line's visible text row (which tests find by name) is the row above.
import { useRouter } from 'next/router';
import { useId, useState, type SubmitEvent } from 'react';

import QuantityInput from '@/components/forms/QuantityInput';
import { apiError } from '@/lib/api/clients';
import { cartAddApi, cartRemoveApi } from '@/lib/contracts/cart';
import { call } from '@/lib/contracts/client';
import { announceCartChanged } from '@/components/public/useCartCount';
import { quantityError } from '@/lib/cartRules';

interface Line {
  companyId: number;
  companyName: string;
  quantity: number;
}

interface Props {
  /** The cart line as the page lists it, with its company's minimum lot. */
  line: Line & { minQuantity: number };
  /** After the line is removed (the page offers to undo it). */
  onRemoved?: (line: Line) => void;
}

export default function CartLineEditor({ line, onRemoved }: Props) {
  const { companyId, companyName, quantity, minQuantity } = line;
  const id = useId();
  const router = useRouter();
  const [text, setText] = useState(String(quantity));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<'update' | 'remove' | null>(null);

  /** Reloads the page's data from the server, so the amounts and subtotal are the server's. */
  async function refresh() {
    announceCartChanged();
    await router.replace(router.asPath, undefined, { scroll: false });
  }

  async function update(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = quantityError(text, minQuantity);
    setFieldError(problem);
    setError('');
    if (problem) return;
    setBusy('update');
    try {
      await call(cartAddApi, { companyId, quantity: Number(text) });
      await refresh();
    } catch (failure) {
      const { message, errors } = apiError(failure);
      setFieldError(errors.quantity ?? null);
      if (!errors.quantity) setError(message);
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('remove');
    setError('');
    try {
      await call(cartRemoveApi, { companyId });
      onRemoved?.({ companyId, companyName, quantity });
      await refresh();
    } catch (failure) {
      setError(apiError(failure).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div>
      <form onSubmit={(event) => void update(event)} noValidate className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-quantity`} className="block text-xs font-medium text-slate-700">
            Quantity
          </label>
          <QuantityInput
            id={`${id}-quantity`}
            aria-label={`Quantity of ${companyName}`}
            minQuantity={minQuantity}
            value={text}
            onValue={setText}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
            className="mt-1 h-10 w-28 rounded-lg border border-slate-400 bg-white px-3 tabular-nums"
          />
        </div>
        <button
          type="submit"
          aria-label={`Update quantity of ${companyName}`}
          disabled={busy !== null || text.trim() === String(quantity)}
          className="min-h-10 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {busy === 'update' ? 'Updating…' : 'Update'}
        </button>
        <button
          type="button"
          aria-label={`Remove ${companyName} from your cart`}
          onClick={() => void remove()}
          disabled={busy !== null}
          className="min-h-10 rounded-lg px-3 text-sm font-semibold text-red-800 ring-1 ring-slate-300 hover:bg-red-50 disabled:opacity-60"
        >
          {busy === 'remove' ? 'Removing…' : 'Remove'}
        </button>
      </form>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">{`Minimum ${minQuantity.toLocaleString('en-IN')} shares.`}</p>
      {fieldError && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {fieldError}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
