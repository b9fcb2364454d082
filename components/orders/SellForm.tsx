// Sell one holding back to the platform: a quantity (at most what is held less open sell requests),
// the proceeds at the buy-back quote shown before confirming, then POST /api/v1/user/sell with an
// Idempotency-Key kept across retries of the same request (a new one once the quantity changes).
import { useRouter } from 'next/router';
import { Fragment, useId, useRef, useState } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import QuantityInput from '@/components/forms/QuantityInput';
import PlatformRole from '@/components/orders/PlatformRole';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { sellRequestedApi } from '@/lib/contracts/sales';
import { saleQuote, type FeeSchedule, type SaleQuote } from '@/lib/feeSchedule';
import { formatNumber, formatPaise } from '@/lib/format';
import { transactionHref } from '@/lib/orderTracker';

interface Props {
  slug: string;
  name: string;
  sellable: number;
  buybackPricePaise: number;
  /** The fee schedule in force: the server computes the proceeds from the same one. */
  schedule: FeeSchedule;
}

/** The sale quote's lines as the seller reads them: the price, what is taken from it, what is paid. */
const saleQuoteLines = (quote: SaleQuote) =>
  [
    ['Price of the shares', quote.considerationPaise],
    ['Platform fee on the sale', -quote.feePaise],
    ['GST on the fee', -quote.gstPaise],
    ['DP charge', -quote.dpChargePaise],
    ['You receive', quote.proceedsPaise],
  ] as const;

const button = 'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold disabled:opacity-60';

export default function SellForm({ slug, name, sellable, buybackPricePaise, schedule }: Props) {
  const id = useId();
  const router = useRouter();
  const [text, setText] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef<{ quantity: number; key: string } | null>(null);

  const quantity = /^\d+$/.test(text) ? Number(text) : NaN;
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= sellable;
  const quote = saleQuote(schedule, buybackPricePaise, valid ? quantity : 0);
  const proceeds = valid ? quote.proceedsPaise : 0;

  function review() {
    setError('');
    if (!valid) {
      setFieldError(`Enter a whole number of shares from 1 to ${formatNumber(sellable)}.`);
      return;
    }
    setFieldError('');
    setReviewing(true);
  }

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError('');
    if (key.current?.quantity !== quantity) key.current = { quantity, key: crypto.randomUUID() };
    try {
      const response = await call(sellRequestedApi, { slug, quantity }, { headers: { 'Idempotency-Key': key.current.key } });
      key.current = null;
      await router.push(transactionHref('sell', response.data.id));
    } catch (failure) {
      const { message, errors } = apiError(failure);
      if (errors.quantity) {
        setFieldError(errors.quantity);
        setReviewing(false);
      } else setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-quantity`} className="block text-sm font-medium text-slate-700">
            Shares of {name} to sell
          </label>
          <QuantityInput
            id={`${id}-quantity`}
            minQuantity={1}
            max={sellable}
            value={text}
            onValue={(value) => {
              setText(value);
              setReviewing(false);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : `${id}-hint`}
            className="mt-1 h-11 w-32 rounded-lg border border-slate-400 bg-white px-3 tabular-nums"
          />
        </div>
        <button type="button" onClick={review} className={`${button} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}>
          Review sale
        </button>
      </div>
      {fieldError ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {fieldError}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Up to {formatNumber(sellable)} shares. Proceeds: <span className="font-semibold tabular-nums">{formatPaise(proceeds)}</span>
        </p>
      )}
      {reviewing && valid && (
        <div role="group" aria-label={`Confirm the sale of ${name}`} className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p>
            Sell <strong>{formatNumber(quantity)}</strong> shares of {name} at {formatPaise(buybackPricePaise)} each: you receive{' '}
            <strong className="tabular-nums">{formatPaise(proceeds)}</strong> in your bank account once the shares reach the platform&apos;s
            demat account.
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-y-1 text-sm sm:max-w-sm" data-testid="sale-quote">
            {saleQuoteLines(quote).map(([label, paise]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd className="text-right tabular-nums">{formatPaise(paise)}</dd>
              </Fragment>
            ))}
          </dl>
          <PlatformRole className="mt-2 text-sm text-slate-700" />
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => void confirm()}
              className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {busy ? 'Sending…' : 'Confirm sale'}
            </button>
            <button
              type="button"
              onClick={() => setReviewing(false)}
              className={`${button} border border-slate-300 bg-white text-slate-800`}
            >
              Change
            </button>
          </div>
        </div>
      )}
      <FormAlert message={error} />
    </div>
  );
}
