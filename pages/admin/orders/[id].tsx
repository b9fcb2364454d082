import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';
import { useState } from 'react';

import AdminPage from '@/components/admin/AdminPage';
import { formatDateTime } from '@/components/admin/age';
import Details from '@/components/admin/Details';
import EventList from '@/components/admin/EventList';
import Notice from '@/components/admin/Notice';
import StatusBadge from '@/components/admin/StatusBadge';
import { orderStepForms } from '@/components/admin/steps';
import TransitionForm from '@/components/admin/TransitionForm';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/orders/[id]';
import { orderTransitionSchema } from '@/lib/validations/orders';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function AdminOrderPage({ order }: Props) {
  const [notice, setNotice] = useState('');
  const refresh = useRefreshProps();
  const steps = orderStepForms(order.status, order.nextSteps);
  const investor = order.investor;

  return (
    <AdminPage
      title={`Order ${order.reference}`}
      description={
        <>
          {order.quantity.toLocaleString('en-IN')} shares of {order.companyName} · <StatusBadge status={order.status} />
        </>
      }
      aside={
        <Link href="/admin/orders" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline">
          ← All orders
        </Link>
      }
    >
      <Notice message={notice} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="next-steps-heading" className="space-y-4 lg:col-span-2">
          <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
            Next steps
          </h2>
          {steps.length === 0 ? (
            <p className="text-slate-700">This order is {order.status.replace(/_/g, ' ')}: nothing more to do.</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {steps.map((step) => (
                <TransitionForm
                  key={step.to}
                  step={step}
                  endpoint={`orders/${order.id}/transition`}
                  schema={orderTransitionSchema}
                  subject={`order ${order.reference}`}
                  onDone={(message) => {
                    setNotice(message);
                    void refresh();
                  }}
                />
              ))}
            </div>
          )}
        </section>
        <Details
          title="Order"
          items={[
            { label: 'Reference', value: <span className="font-mono">{order.reference}</span> },
            { label: 'Company', value: order.companyName },
            { label: 'Quantity', value: order.quantity.toLocaleString('en-IN') },
            { label: 'Price per share', value: formatPaise(order.pricePaise) },
            { label: 'Consideration', value: formatPaise(order.considerationPaise) },
            { label: 'Stamp duty', value: formatPaise(order.stampDutyPaise) },
            { label: 'Platform fee', value: formatPaise(order.feePaise) },
            { label: 'GST on fee', value: formatPaise(order.gstPaise) },
            { label: 'Total to pay', value: formatPaise(order.totalPaise) },
            { label: 'Placed', value: formatDateTime(order.createdAt) },
            { label: 'Pay by', value: formatDateTime(order.expiresAt) },
            { label: 'UTR reported', value: (order.utr as string | null) ?? 'Not yet' },
            { label: 'Payment reported', value: order.paymentReportedAt && formatDateTime(order.paymentReportedAt) },
            { label: 'Payment reference', value: order.paymentReference },
            { label: 'Transfer reference', value: order.transferReference },
            { label: 'Reason', value: order.reason },
            { label: 'Refund reference', value: order.refundReference },
          ]}
        />
        <Details
          title="Investor and KYC"
          items={
            investor
              ? [
                  { label: 'Name', value: investor.fullName },
                  { label: 'Email', value: investor.email },
                  { label: 'Phone', value: investor.phone },
                  { label: 'Investor ID', value: investor.userUniqueCode },
                  { label: 'KYC', value: investor.kycStatus ? <StatusBadge status={investor.kycStatus} /> : 'Not submitted' },
                  { label: 'Bank account name', value: investor.bankAccountName },
                  { label: 'Bank account number', value: investor.bankAccountNumber },
                  { label: 'IFSC', value: investor.ifsc },
                  { label: 'Depository', value: investor.depository },
                  { label: 'DP ID', value: investor.dpId },
                  { label: 'Client ID', value: investor.clientId },
                ]
              : [{ label: 'Investor', value: 'Unknown' }]
          }
        />
        <div className="lg:col-span-2">
          <EventList events={order.events} />
        </div>
      </div>
    </AdminPage>
  );
}
