// Checkout: the cart's lines with every charge, then all of them ordered at once (POST
// /api/v1/user/checkOut/place): one order per company and, for several, one payment with one reference
// and one amount. The checkout keeps its Idempotency-Key across retries and double clicks, so nothing is
// ordered twice; a price that changed (409) shows the new price and takes a new key, since the body
// changes. The server takes the ordered lines out of the cart; the page then shows the one transfer to make.
import axios from 'axios';
import { useRef, useState } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import { ListTable, type Column } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import AccountDetails from '@/components/orders/AccountDetails';
import { PlatformBankDetails } from '@/components/orders/PlatformBankDetails';
import PlatformRole from '@/components/orders/PlatformRole';
import UtrForm from '@/components/orders/UtrForm';
import { useRiskAcknowledgement } from '@/components/orders/useRiskAcknowledgement';
import { announceCartChanged } from '@/components/public/useCartCount';
import TextLink from '@/components/ui/TextLink';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { checkoutPlacedApi, type CheckoutPlacedData } from '@/lib/contracts/orders';
import { formatNumber, formatPaise } from '@/lib/format';
import { buyQuote, bpsAsPercent, per100kAsPercent, type FeeSchedule } from '@/lib/feeSchedule';
import { transactionHref } from '@/lib/orderTracker';
import type { RiskGate } from '@/lib/riskStatement';

export interface CheckoutLine {
  companyId: number;
  slug: string;
  companyName: string;
  quantity: number;
  pricePaise: number;
}

interface Props {
  lines: CheckoutLine[];
  /** The fee schedule in force (lib/feeSchedule.ts): the same arithmetic as the server's. */
  schedule: FeeSchedule;
  /** The risk statement, asked for before the first purchase. */
  risk: RiskGate;
  paymentExpiryHours: number;
  kyc: { bankAccountName: string; bankAccountNumber: string; ifsc: string; depository: string; dpId: string; clientId: string };
}

type Line = CheckoutLine & { previousPricePaise?: number };
type NewPrice = { slug: string; pricePaise: number };

/** The new prices a 409 names: all lines checked at once (data.prices), or the one that changed under its lock. */
function pricesChanged(failure: unknown): NewPrice[] {
  if (!axios.isAxiosError(failure) || failure.response?.status !== 409) return [];
  const body = failure.response.data as { code?: string; data?: { prices?: NewPrice[] } & Partial<NewPrice> } | undefined;
  if (body?.code !== 'price_changed' || !body.data) return [];
  const { prices, slug, pricePaise } = body.data;
  return prices ?? (slug && typeof pricePaise === 'number' ? [{ slug, pricePaise }] : []);
}

/** The line a refusal names (data.slug), if any. */
function refusedSlug(failure: unknown): string | null {
  if (!axios.isAxiosError(failure)) return null;
  const body = failure.response?.data as { data?: { slug?: unknown } } | undefined;
  return typeof body?.data?.slug === 'string' ? body.data.slug : null;
}

type Charge = { line: Line } & ReturnType<typeof buyQuote>;

/** The lines to order, each with the price change or the refusal it met. */
const reviewColumns = (lineErrors: Record<string, string>): Column<Charge>[] => [
  {
    label: 'Company',
    rowHeader: true,
    className: 'font-medium text-slate-900',
    cell: ({ line }) => (
      <>
        {line.companyName}
        {line.previousPricePaise !== undefined && (
          <p className="mt-1 text-sm font-normal text-amber-900" data-testid="price-changed">
            Price changed from {formatPaise(line.previousPricePaise)} to {formatPaise(line.pricePaise)}.
          </p>
        )}
        {lineErrors[line.slug] && <p className="mt-1 text-sm font-normal text-red-800">{lineErrors[line.slug]}</p>}
      </>
    ),
  },
  { label: 'Quantity', numeric: true, cell: ({ line }) => formatNumber(line.quantity) },
  { label: 'Price per share', numeric: true, cell: ({ line }) => formatPaise(line.pricePaise) },
  { label: 'Amount', numeric: true, cell: ({ considerationPaise }) => formatPaise(considerationPaise) },
];

export default function CheckoutFlow({ lines: initialLines, schedule, risk, paymentExpiryHours, kyc }: Props) {
  const [lines, setLines] = useState<Line[]>(initialLines);
  const [placed, setPlaced] = useState<CheckoutPlacedData | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const key = useRef<string | null>(null);
  const riskAcknowledgement = useRiskAcknowledgement(risk);

  const pending = placed ? [] : lines;
  const charges = pending.map((line) => ({ line, ...buyQuote(schedule, line.pricePaise, line.quantity) }));
  const sum = (pick: (c: (typeof charges)[number]) => number) => charges.reduce((total, c) => total + pick(c), 0);
  const changed = pending.filter((line) => line.previousPricePaise !== undefined);

  async function confirm() {
    if (submitting) return;
    setSubmitting(true);
    setFormError('');
    try {
      if (!(await riskAcknowledgement.ensure())) {
        setFormError('Please accept the risk statement to place your order.');
        setSubmitting(false);
        return;
      }
    } catch (failure) {
      setFormError(apiError(failure).message);
      setSubmitting(false);
      return;
    }
    key.current ??= crypto.randomUUID();
    setLineErrors({});
    try {
      const response = await call(
        checkoutPlacedApi,
        { lines: lines.map((line) => ({ slug: line.slug, quantity: line.quantity, pricePaise: line.pricePaise })) },
        { headers: { 'Idempotency-Key': key.current } },
      );
      setPlaced(response.data);
      announceCartChanged();
    } catch (failure) {
      const prices = pricesChanged(failure);
      if (prices.length > 0) {
        // A new body needs a new key: the old one stays bound to the old prices.
        key.current = null;
        setLines((before) =>
          before.map((line): Line => {
            const price = prices.find((one) => one.slug === line.slug);
            return price
              ? { ...line, previousPricePaise: line.pricePaise, pricePaise: price.pricePaise }
              : { ...line, previousPricePaise: undefined };
          }),
        );
        setFormError('The price changed for the line marked below. Please check the new total and confirm again.');
      } else {
        const { message, errors } = apiError(failure);
        const slug = refusedSlug(failure);
        if (slug) {
          setLineErrors({ [slug]: errors.quantity ?? message });
          setFormError('A line could not be ordered: see its message. Nothing was ordered.');
        } else setFormError(message);
      }
    }
    setSubmitting(false);
  }

  const first = placed?.orders[0];
  const transfer =
    placed && first
      ? { amountPaise: placed.payment?.totalPaise ?? first.totalPaise, reference: placed.payment?.reference ?? first.reference }
      : null;

  return (
    <div className="space-y-6">
      {riskAcknowledgement.dialog}
      {placed && first && transfer && (
        <section aria-labelledby="pay-heading" className="rounded-2xl border border-emerald-200 bg-white p-6 shadow-sm">
          <h2 id="pay-heading" className="text-lg font-semibold text-slate-900">
            {placed.orders.length === 1 ? 'Order placed: please pay' : `${String(placed.orders.length)} orders placed: please pay once`}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Make one bank transfer of <strong className="tabular-nums">{formatPaise(transfer.amountPaise)}</strong> from your bank account
            below, quoting{' '}
            <strong className="font-mono" data-testid="transfer-reference">
              {transfer.reference}
            </strong>
            , within {paymentExpiryHours} hours. Unpaid orders are cancelled after that.
          </p>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <div>
              <h3 className="text-sm font-semibold text-slate-800">Pay to</h3>
              <PlatformBankDetails transfer={transfer} />
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-800">Pay from</h3>
              <AccountDetails bank={kyc} />
            </div>
          </div>
          <div className="mt-6">
            <UtrForm orderId={first.id} reference={transfer.reference} utr={first.utr} />
          </div>
          <ul className="mt-6 space-y-2" aria-label="Orders this payment covers">
            {placed.orders.map((order) => (
              <li
                key={order.id}
                className="flex flex-wrap justify-between gap-2 rounded-xl border border-slate-200 p-3 text-sm"
                data-testid="placed-order"
              >
                <span>
                  Order <strong className="font-mono">{order.reference}</strong>: {order.companyName}, {formatNumber(order.quantity)}{' '}
                  shares, <strong className="tabular-nums">{formatPaise(order.totalPaise)}</strong>
                </span>
                <TextLink href={transactionHref('buy', order.id)}>Track order {order.reference}</TextLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      {pending.length > 0 && (
        <Section
          title="Review your order"
          className="rounded-2xl border border-slate-200 bg-white shadow-sm"
          headingClassName="px-4 pt-5 sm:px-6"
        >
          <ListTable
            className="mt-3"
            look="flush"
            caption="Shares to buy"
            columns={reviewColumns(lineErrors)}
            rows={charges}
            rowKey={(charge) => charge.line.slug}
            empty={null}
          />
          <dl className="space-y-1 border-t border-slate-200 px-4 py-4 text-sm sm:px-6">
            <div className="flex justify-between">
              <dt>Price of the shares</dt>
              <dd className="tabular-nums">{formatPaise(sum((c) => c.considerationPaise))}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Stamp duty ({formatNumber(per100kAsPercent(schedule.buyer.stampDutyPer100k))}%)</dt>
              <dd className="tabular-nums">{formatPaise(sum((c) => c.stampDutyPaise))}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Platform fee ({formatNumber(bpsAsPercent(schedule.buyer.platformFeeBps))}%)</dt>
              <dd className="tabular-nums">{formatPaise(sum((c) => c.feePaise))}</dd>
            </div>
            <div className="flex justify-between">
              <dt>GST on the fee ({schedule.buyer.gstPercent}%)</dt>
              <dd className="tabular-nums">{formatPaise(sum((c) => c.gstPaise))}</dd>
            </div>
            <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold">
              <dt>Total to pay</dt>
              <dd className="tabular-nums" data-testid="checkout-total">
                {formatPaise(sum((c) => c.totalPaise))}
              </dd>
            </div>
          </dl>
          <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
            <h3 className="text-sm font-semibold text-slate-800">Your accounts (from your KYC)</h3>
            <AccountDetails bank={kyc} demat={kyc} />
            <p className="mt-2 text-sm text-slate-600">Pay from this bank account; the shares are transferred to this demat account.</p>
          </div>
          <div className="space-y-3 border-t border-slate-200 px-4 py-4 sm:px-6">
            <FormAlert message={formError} />
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={submitting}
              aria-disabled={submitting}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {submitting ? 'Placing…' : changed.length ? 'Confirm at the new price' : 'Confirm and place order'}
            </button>
            <PlatformRole className="text-sm text-slate-600" testId="platform-role" />
            <p className="text-sm text-slate-600">
              You will then see where to pay. <TextLink href="/dashboard/cart">Back to cart</TextLink>
            </p>
          </div>
        </Section>
      )}
    </div>
  );
}
