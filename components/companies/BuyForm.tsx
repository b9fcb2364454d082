// The quantity form behind Buy: whole shares, at least the minimum lot, added to the cart by the API.
import Link from 'next/link';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';

import Field, { controlClass } from '@/components/forms/Field';
import QuantityInput from '@/components/forms/QuantityInput';
import { formatNumber, formatPaise } from '@/lib/format';
import { announceCartChanged } from '@/components/public/useCartCount';
import { quantityError } from '@/lib/cartRules';

interface Props {
  companyId: number;
  pricePaise: number;
  minQuantity: number;
  /** The API said the visitor is not signed in after all. */
  onSignedOut: () => void;
}

type Outcome =
  | { kind: 'idle' | 'sending' }
  | { kind: 'added'; message: string }
  | { kind: 'error'; message: string }
  /** 403: buying needs a verified KYC (the message says what to do next). */
  | { kind: 'kyc'; message: string };

export default function BuyForm({ companyId, pricePaise, minQuantity, onSignedOut }: Props) {
  const [text, setText] = useState(String(minQuantity));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const quantity = /^\d+$/.test(text.trim()) ? Number(text) : null;
  const form = useRef<HTMLFormElement>(null);
  // Opened by Buy at the foot of a phone's screen, the form would sit under the floating Join button:
  // brought into view, it stops above it (the page's scroll-padding, styles/globals.css). A block body: the
  // browser's scrollIntoView now answers a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    form.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = quantityError(text, minQuantity);
    setFieldError(error);
    if (error || quantity === null) return;
    setOutcome({ kind: 'sending' });
    // The API client loads on the first order, not with the company page.
    const [{ apiError }, { call }, { cartAddApi }] = await Promise.all([
      import('@/lib/api/clients'),
      import('@/lib/contracts/client'),
      import('@/lib/contracts/cart'),
    ]);
    try {
      const { message } = await call(cartAddApi, { companyId, quantity });
      setOutcome({ kind: 'added', message });
      announceCartChanged();
    } catch (failure) {
      const { message, errors, status } = apiError(failure);
      if (status === 401) {
        onSignedOut();
        return;
      }
      if (status === 403) {
        setFieldError(null);
        setOutcome({ kind: 'kyc', message });
        return;
      }
      setFieldError(errors.quantity ?? null);
      setOutcome({ kind: 'error', message });
    }
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <Field
        label="Quantity (shares)"
        error={fieldError}
        hint={
          <>
            {`Minimum ${formatNumber(minQuantity)} shares.`}
            {quantity !== null && quantity > 0 && ` Amount ${formatPaise(pricePaise * quantity)} before charges.`}
          </>
        }
      >
        {(control) => (
          <div className="flex flex-wrap items-start gap-3">
            <QuantityInput
              {...control}
              minQuantity={minQuantity}
              value={text}
              onValue={setText}
              className={controlClass(Boolean(fieldError), 'h-11 w-36 tabular-nums')}
            />
            <button
              type="submit"
              disabled={outcome.kind === 'sending'}
              className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {outcome.kind === 'sending' ? 'Adding…' : 'Add to cart'}
            </button>
          </div>
        )}
      </Field>
      <div role="status" className="mt-2 text-sm">
        {outcome.kind === 'added' && (
          <p className="font-medium text-green-800">
            {outcome.message}{' '}
            <Link href="/dashboard/cart" className="underline underline-offset-2">
              View cart
            </Link>
          </p>
        )}
        {outcome.kind === 'error' && !fieldError && <p className="font-medium text-red-700">{outcome.message}</p>}
        {outcome.kind === 'kyc' && (
          <p className="font-medium text-amber-900">
            {outcome.message}{' '}
            <Link href="/dashboard/kyc" className="underline underline-offset-2">
              Go to KYC
            </Link>
          </p>
        )}
      </div>
    </form>
  );
}
