import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';
import { useState } from 'react';

import AdminPage from '@/components/admin/AdminPage';
import { formatDateTime } from '@/components/admin/age';
import Details from '@/components/admin/Details';
import EventList from '@/components/admin/EventList';
import Notice from '@/components/admin/Notice';
import StatusBadge from '@/components/admin/StatusBadge';
import { sellStepForms } from '@/components/admin/steps';
import TransitionForm from '@/components/admin/TransitionForm';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/sell/[id]';
import { sellTransitionSchema } from '@/lib/validations/orders';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function AdminSellPage({ sell }: Props) {
  const [notice, setNotice] = useState('');
  const refresh = useRefreshProps();
  const steps = sellStepForms(sell.nextSteps);
  const investor = sell.investor;

  return (
    <AdminPage
      title={`Sell request ${sell.reference}`}
      description={
        <>
          {sell.quantity.toLocaleString('en-IN')} shares of {sell.companyName} · <StatusBadge status={sell.status} />
        </>
      }
      aside={
        <Link href="/admin/sell" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline">
          ← All sell requests
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
            <p className="text-slate-700">This sell request is {sell.status.replace(/_/g, ' ')}: nothing more to do.</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {steps.map((step) => (
                <TransitionForm
                  key={step.to}
                  step={step}
                  endpoint={`sell/${sell.id}/transition`}
                  schema={sellTransitionSchema}
                  subject={`sell request ${sell.reference}`}
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
          title="Sell request"
          items={[
            { label: 'Reference', value: <span className="font-mono">{sell.reference}</span> },
            { label: 'Company', value: sell.companyName },
            { label: 'Quantity', value: sell.quantity.toLocaleString('en-IN') },
            { label: 'Buy-back price', value: formatPaise(sell.quotePaise) },
            { label: 'Proceeds to pay', value: formatPaise(sell.proceedsPaise) },
            { label: 'Requested', value: formatDateTime(sell.createdAt) },
            { label: 'Payment reference', value: sell.paymentReference },
            { label: 'Reason', value: sell.reason },
          ]}
        />
        <Details
          title="Investor and KYC"
          items={
            investor
              ? [
                  { label: 'Name', value: investor.fullName },
                  { label: 'Email', value: investor.email },
                  { label: 'Investor ID', value: investor.userUniqueCode },
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
          <EventList events={sell.events} />
        </div>
      </div>
    </AdminPage>
  );
}
