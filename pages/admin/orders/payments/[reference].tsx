import type { InferGetServerSidePropsType } from 'next';

import { investorFacts } from '@/components/admin/investorFacts';
import NextSteps from '@/components/admin/NextSteps';
import { Allowed } from '@/components/admin/StaffRoles';
import { confirmPaymentStep } from '@/components/admin/steps';
import { RecordLink } from '@/components/kit/cells';
import DetailPage from '@/components/kit/DetailPage';
import type { Column } from '@/components/kit/ListPage';
import { ListSection } from '@/components/kit/Section';
import StatusBadge from '@/components/kit/StatusBadge';
import { paymentConfirmApi } from '@/lib/contracts/orders';
import { formatDateTime, formatNumber, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/orders/payments/[reference]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type PaidOrder = Props['payment']['orders'][number];

const orderColumns: Column<PaidOrder>[] = [
  {
    label: 'Order',
    rowHeader: true,
    className: 'font-mono',
    cell: (order) => <RecordLink href={`/admin/orders/${String(order.id)}`}>{order.reference}</RecordLink>,
  },
  { label: 'Company', cell: (order) => order.companyName },
  { label: 'Quantity', numeric: true, cell: (order) => formatNumber(order.quantity) },
  { label: 'Total', numeric: true, cell: (order) => formatPaise(order.totalPaise) },
  { label: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
];

/** A checkout's one transfer: the money, the investor, every order it pays, and its one confirmation. */
export default function AdminPaymentPage({ payment }: Props) {
  const { toConfirm } = payment;
  const reportedAt = payment.orders.find((order) => order.paymentReportedAt !== null)?.paymentReportedAt;
  return (
    <DetailPage
      title={`Payment ${payment.reference}`}
      description={`One bank transfer of ${formatPaise(payment.totalPaise)} for ${formatNumber(payment.orders.length)} orders.`}
      back={{ href: '/admin/orders', label: 'All orders' }}
      actions={(done) => (
        <Allowed permission="orders:write">
          <NextSteps
            steps={toConfirm.orders > 0 ? [confirmPaymentStep(payment.utr)] : []}
            transition={paymentConfirmApi}
            params={{ reference: payment.reference }}
            subject={`payment ${payment.reference}`}
            note={
              toConfirm.orders > 0 && (
                <p className="text-slate-800" data-testid="payment-to-confirm">
                  Confirming moves the {formatNumber(toConfirm.orders)} orders still unpaid ({formatPaise(toConfirm.totalPaise)}) to payment
                  received at once; the investor is told once.
                </p>
              )
            }
            finished="No order of this payment awaits its money: nothing to confirm. Each order goes on from its own page."
            onDone={done}
          />
        </Allowed>
      )}
      facts={[
        {
          title: 'Payment',
          items: [
            { label: 'Reference', value: <span className="font-mono">{payment.reference}</span> },
            { label: 'Amount', value: formatPaise(payment.totalPaise) },
            { label: 'UTR reported', value: payment.utr ?? 'Not yet' },
            { label: 'Payment reported', value: reportedAt && formatDateTime(reportedAt) },
            { label: 'Payment reference', value: payment.paymentReference },
            { label: 'Placed', value: formatDateTime(payment.createdAt) },
          ],
        },
        { title: 'Investor and KYC', items: investorFacts(payment.investor) },
      ]}
    >
      <ListSection
        title={`Orders it pays: ${formatNumber(payment.orders.length)}`}
        caption="The orders this payment pays, with their status"
        className="lg:col-span-2"
        columns={orderColumns}
        rows={payment.orders}
        empty="This payment pays no order."
      />
    </DetailPage>
  );
}
