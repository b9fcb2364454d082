import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';

import DashboardPage from '@/components/dashboard/DashboardPage';
import Section from '@/components/kit/Section';
import CancelButton from '@/components/orders/CancelButton';
import DisReferenceForm from '@/components/orders/DisReferenceForm';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { PlatformBankDetails, PlatformDematDetails } from '@/components/orders/PlatformBankDetails';
import FactRows, { type FactRow } from '@/components/kit/FactRows';
import StatusBadge from '@/components/kit/StatusBadge';
import Tracker from '@/components/orders/Tracker';
import UtrForm from '@/components/orders/UtrForm';
import TextLink from '@/components/ui/TextLink';
import { formatPaise } from '@/lib/format';
import {
  closedOrderSentence,
  closedSaleSentence,
  orderNextAction,
  transactionHref,
  orderSteps,
  sellNextAction,
  sellSteps,
  transactionStatusLabel,
} from '@/lib/orderTracker';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/transactions/[id]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Order = Extract<Props['transaction'], { kind: 'buy' }>['order'];
type Sell = Extract<Props['transaction'], { kind: 'sell' }>['sell'];

interface LayoutProps {
  /** What the investor does or waits for now. */
  next: ReactNode;
  progress: ReactNode;
  /** "Order" or "Sell request": the heading of the facts. */
  title: string;
  facts: FactRow[];
  references: FactRow[];
}

/** A buy's or sale's page: next step and progress on the left, facts and references on the right. */
function TransactionLayout({ next, progress, title, facts, references }: LayoutProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-3">
        <Section look="card" title="What happens next">
          {next}
        </Section>
        <Section look="card" title="Progress" headingClassName="mb-4">
          {progress}
        </Section>
      </div>
      <div className="space-y-6 lg:col-span-2">
        <Section look="card" title={title}>
          <FactRows rows={facts} />
        </Section>
        <Section look="card" title="References">
          <FactRows rows={references} />
        </Section>
      </div>
    </div>
  );
}

/** A transfer under way: its reference and the day it is expected (in India), or, once past it, an apology and what the desk does. */
function TransferStatus({ order }: { order: Order }) {
  const reference = order.transferReference && <strong className="font-mono">{order.transferReference}</strong>;
  if (!order.transferDueOn) {
    return <p className="mt-2">The shares are on their way to your demat account. We will confirm once they are credited.</p>;
  }
  const due = formatDate(order.transferDueOn);
  if (order.transferOverdue) {
    return (
      <div className="mt-2 space-y-2" data-testid="transfer-status">
        <p>
          We are sorry: the shares were expected in your demat account by {due} and the transfer (reference {reference}) has not completed
          yet.
        </p>
        <p>
          Our desk is following it up with the depository today and will write to you as soon as the shares are credited. You do not need to
          do anything; if you have questions, quote the reference to support.
        </p>
      </div>
    );
  }
  return (
    <p className="mt-2" data-testid="transfer-status">
      Shares being transferred to your demat, reference {reference}, expected by {due}. We will confirm once they are credited.
    </p>
  );
}

/** A checkout's one payment: the other orders it pays, each linked to its tracker. */
function PaidTogether({ order }: { order: Order }) {
  if (!order.payment) return null;
  const others = order.payment.orders.filter((one) => one.id !== order.id);
  return (
    <p className="text-sm text-slate-700" data-testid="paid-together">
      One transfer pays this order with{' '}
      {others.map((one, index) => (
        <span key={one.id}>
          {index > 0 && ', '}
          <Link href={transactionHref('buy', one.id)} className="text-brand-800 underline">
            {one.companyName} ({one.reference})
          </Link>
        </span>
      ))}
      .
    </p>
  );
}

function OrderView({ order }: { order: Order }) {
  const router = useRouter();
  const next = orderNextAction(order.status, order.utr);
  // What the investor pays and quotes: the checkout's one payment, or this order alone.
  const transfer = { amountPaise: order.payment?.totalPaise ?? order.totalPaise, reference: order.payment?.reference ?? order.reference };
  const refresh = async () => {
    await router.replace(router.asPath, undefined, { scroll: false });
  };
  const references: FactRow[] = [['Order reference', <span className="font-mono">{order.reference}</span>]];
  if (order.payment) references.push(['Payment reference', <span className="font-mono">{order.payment.reference}</span>]);
  if (order.utr) references.push(['Your payment UTR', <span className="font-mono">{order.utr}</span>]);
  if (order.paymentReference) references.push(['Payment confirmed as', <span className="font-mono">{order.paymentReference}</span>]);
  if (order.transferReference)
    references.push(['Depository transfer reference', <span className="font-mono">{order.transferReference}</span>]);
  if (order.transferDueOn && order.status === 'transfer_initiated')
    references.push(['Shares expected by', formatDate(order.transferDueOn)]);
  if (order.refundReference) references.push(['Refund reference', <span className="font-mono">{order.refundReference}</span>]);
  return (
    <TransactionLayout
      next={
        <>
          {next === 'pay' && (
            <div className="mt-2 space-y-4">
              <p>
                Pay exactly <strong className="tabular-nums">{formatPaise(transfer.amountPaise)}</strong> by bank transfer from the bank
                account in your KYC, quoting <strong className="font-mono">{transfer.reference}</strong>, by{' '}
                {formatDateTime(order.expiresAt)}. Then report the transfer&apos;s UTR below.
              </p>
              <PaidTogether order={order} />
              <PlatformBankDetails transfer={transfer} />
            </div>
          )}
          {next === 'await_confirmation' && (
            <p className="mt-2">
              You reported UTR <strong className="font-mono">{order.utr}</strong>. We are checking the payment and will confirm it shortly;
              you can correct the UTR below until then.
            </p>
          )}
          {next === 'desk_checking' && (
            <div className="mt-2 space-y-2" data-testid="payment-to-check">
              <p>
                We have not yet matched your payment of <strong className="tabular-nums">{formatPaise(order.totalPaise)}</strong> (UTR{' '}
                <strong className="font-mono">{order.utr}</strong>) with the money received. Our desk is checking it and will confirm it or
                write to you.
              </p>
              <p>
                Until the payment is confirmed, the shares are not held for you. If they sell out meanwhile, we refund your payment in full.
                If the UTR is wrong, please correct it below.
              </p>
            </div>
          )}
          {next === 'await_transfer' && (
            <p className="mt-2">
              Your payment is confirmed. We are transferring the shares to your demat account, usually within 24 to 48 hours.
            </p>
          )}
          {next === 'await_credit' && <TransferStatus order={order} />}
          {next === 'none' && order.status === 'completed' && (
            <p className="mt-2">
              The shares are in your demat account. <TextLink href="/dashboard/UserPortfolio">See your portfolio</TextLink>
            </p>
          )}
          {next === 'none' && order.status !== 'completed' && <p className="mt-2">{closedOrderSentence(order.status, order.reason)}</p>}
          {order.status === 'awaiting_payment' && (
            <div className="mt-6 space-y-4 border-t border-slate-200 pt-4">
              <UtrForm orderId={order.id} reference={transfer.reference} utr={order.utr} onReported={refresh} />
              <CancelButton
                kind="order"
                id={order.id}
                what={
                  order.payment
                    ? `order ${order.reference} and the other orders of payment ${order.payment.reference}`
                    : `order ${order.reference}`
                }
                label="Cancel order"
              />
            </div>
          )}
          {order.status === 'payment_to_check' && (
            <div className="mt-6 border-t border-slate-200 pt-4">
              <UtrForm orderId={order.id} reference={transfer.reference} utr={order.utr} onReported={refresh} />
            </div>
          )}
        </>
      }
      progress={<Tracker label="Order progress" steps={orderSteps(order.status, order.events)} />}
      title="Order"
      facts={[
        [
          'Company',
          <Link href={`/indian-stocks/${order.slug}`} className="text-brand-800 underline">
            {order.companyName}
          </Link>,
        ],
        ['Quantity', formatNumber(order.quantity)],
        ['Price per share', formatPaise(order.pricePaise)],
        ['Price of the shares', formatPaise(order.considerationPaise)],
        ['Stamp duty', formatPaise(order.stampDutyPaise)],
        ['Platform fee', formatPaise(order.feePaise)],
        ['GST on the fee', formatPaise(order.gstPaise)],
        ['Total', <strong>{formatPaise(order.totalPaise)}</strong>],
        ['Placed', formatDateTime(order.createdAt)],
      ]}
      references={references}
    />
  );
}

function SellView({ sell }: { sell: Sell }) {
  const next = sellNextAction(sell.status);
  const references: FactRow[] = [['Sell reference', <span className="font-mono">{sell.reference}</span>]];
  if (sell.disReference)
    references.push([
      'Your transfer reference',
      <span className="font-mono">
        {sell.disReference}
        {sell.disReportedAt && <span className="font-sans text-slate-600"> (sent {formatDateTime(sell.disReportedAt)})</span>}
      </span>,
    ]);
  if (sell.paymentReference) references.push(['Payment to you', <span className="font-mono">{sell.paymentReference}</span>]);
  return (
    <TransactionLayout
      next={
        <>
          {next === 'send_shares' && (
            <div className="mt-2 space-y-4">
              <p>
                Transfer {formatNumber(sell.quantity)} shares of {sell.companyName} from your demat account to the platform&apos;s, quoting{' '}
                <strong className="font-mono">{sell.reference}</strong> (an off-market transfer through your depository participant).
              </p>
              <PlatformDematDetails />
              <DisReferenceForm sellId={sell.id} disReference={sell.disReference} />
              <CancelButton kind="sell" id={sell.id} what={`sell request ${sell.reference}`} label="Cancel sell request" />
            </div>
          )}
          {next === 'await_payment' && (
            <p className="mt-2">
              We have received your shares and will pay {formatPaise(sell.proceedsPaise)} to the bank account in your KYC.
            </p>
          )}
          {next === 'none' && <p className="mt-2">{closedSaleSentence(sell.status, sell.reason)}</p>}
        </>
      }
      progress={<Tracker label="Sell request progress" steps={sellSteps(sell.status, sell.events)} />}
      title="Sell request"
      facts={[
        ['Company', sell.companyName],
        ['Quantity', formatNumber(sell.quantity)],
        ['Buy-back price per share', formatPaise(sell.quotePaise)],
        ['Proceeds', <strong>{formatPaise(sell.proceedsPaise)}</strong>],
        ['Requested', formatDateTime(sell.createdAt)],
      ]}
      references={references}
    />
  );
}

export default function TransactionPage({ transaction }: Props) {
  const reference = transaction.kind === 'buy' ? transaction.order.reference : transaction.sell.reference;
  const status = transaction.kind === 'buy' ? transaction.order.status : transaction.sell.status;
  const utr = transaction.kind === 'buy' ? transaction.order.utr : null;
  return (
    <DashboardPage
      title={`${transaction.kind === 'buy' ? 'Order' : 'Sell request'} ${reference}`}
      description={
        <>
          <StatusBadge status={status} label={transactionStatusLabel(status, utr)} />{' '}
          <TextLink href="/dashboard/transactions" className="ml-2 text-sm">
            All transactions
          </TextLink>
        </>
      }
    >
      {transaction.kind === 'buy' ? <OrderView order={transaction.order} /> : <SellView sell={transaction.sell} />}
    </DashboardPage>
  );
}
