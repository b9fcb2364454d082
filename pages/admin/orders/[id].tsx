import type { InferGetServerSidePropsType } from 'next';

import { Allowed } from '@/components/admin/StaffRoles';
import { investorFacts } from '@/components/admin/investorFacts';
import NextSteps from '@/components/admin/NextSteps';
import PendingApprovalNotice from '@/components/admin/PendingApprovalNotice';
import { orderStepForms } from '@/components/admin/steps';
import DetailPage from '@/components/kit/DetailPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { transactionStatusLabel } from '@/lib/orderTracker';
import TextLink from '@/components/ui/TextLink';
import { orderTransitionApi } from '@/lib/contracts/orders';
import { formatDate, formatDateTime, formatNumber, formatPaise } from '@/lib/format';
import { paymentPath } from '@/lib/routes';
import { getServerSideProps } from '@/lib/server/loaders/admin/orders/[id]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function AdminOrderPage({ order, waiting, now }: Props) {
  return (
    <DetailPage
      title={`Order ${order.reference}`}
      description={
        <>
          {formatNumber(order.quantity)} shares of {order.companyName} ·{' '}
          <StatusBadge status={order.status} label={transactionStatusLabel(order.status, order.utr)} />
        </>
      }
      back={{ href: '/admin/orders', label: 'All orders' }}
      waiting={<PendingApprovalNotice approvals={waiting} now={now} />}
      actions={(done) => (
        <Allowed permission="orders:write">
          <NextSteps
            steps={orderStepForms(order.status, order.nextSteps, order.utr)}
            transition={orderTransitionApi}
            params={{ id: order.id }}
            note={
              order.confirmOnPayment &&
              order.payment && (
                <p className="text-slate-800" data-testid="confirm-on-payment">
                  One transfer pays this order with the other orders of{' '}
                  <TextLink href={paymentPath(order.payment.reference)}>payment {order.payment.reference}</TextLink>: confirm the money
                  there, once for all of them.
                </p>
              )
            }
            subject={`order ${order.reference}`}
            finished={`This order is ${order.status.replace(/_/g, ' ')}: nothing more to do.`}
            onDone={done}
          />
        </Allowed>
      )}
      facts={[
        {
          title: 'Order',
          items: [
            { label: 'Reference', value: <span className="font-mono">{order.reference}</span> },
            { label: 'Company', value: order.companyName },
            { label: 'Quantity', value: formatNumber(order.quantity) },
            { label: 'Price per share', value: formatPaise(order.pricePaise) },
            { label: 'Consideration', value: formatPaise(order.considerationPaise) },
            { label: 'Stamp duty', value: formatPaise(order.stampDutyPaise) },
            { label: 'Platform fee', value: formatPaise(order.feePaise) },
            { label: 'GST on fee', value: formatPaise(order.gstPaise) },
            { label: 'Total to pay', value: formatPaise(order.totalPaise) },
            {
              label: 'Paid with',
              value: order.payment && (
                <span data-testid="payment-group">
                  One transfer of {formatPaise(order.payment.totalPaise)} quoting{' '}
                  <TextLink href={paymentPath(order.payment.reference)} className="font-mono">
                    {order.payment.reference}
                  </TextLink>{' '}
                  for orders {order.payment.orders.map((one) => one.reference).join(', ')}
                </span>
              ),
            },
            { label: 'Placed', value: formatDateTime(order.createdAt) },
            { label: 'Pay by', value: formatDateTime(order.expiresAt) },
            { label: 'UTR reported', value: (order.utr as string | null) ?? 'Not yet' },
            { label: 'Payment reported', value: order.paymentReportedAt && formatDateTime(order.paymentReportedAt) },
            { label: 'Payment reference', value: order.paymentReference },
            { label: 'Transfer reference', value: order.transferReference },
            {
              label: 'Transfer due',
              value: order.transferDueOn && (
                <span className={order.transferOverdue ? 'font-semibold text-red-800' : undefined}>
                  {formatDate(order.transferDueOn)}
                  {order.transferOverdue && order.status === 'transfer_initiated' ? ' (overdue)' : ''}
                </span>
              ),
            },
            { label: 'Reason', value: order.reason },
            { label: 'Refund reference', value: order.refundReference },
          ],
        },
        { title: 'Investor and KYC', items: investorFacts(order.investor) },
      ]}
      events={order.events}
    />
  );
}
