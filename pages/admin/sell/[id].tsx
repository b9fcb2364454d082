import type { InferGetServerSidePropsType } from 'next';

import { Allowed } from '@/components/admin/StaffRoles';
import { investorFacts } from '@/components/admin/investorFacts';
import NextSteps from '@/components/admin/NextSteps';
import { sellStepForms } from '@/components/admin/steps';
import DetailPage from '@/components/kit/DetailPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { sellTransitionApi } from '@/lib/contracts/sales';
import { formatDateTime, formatNumber, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/sell/[id]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function AdminSellPage({ sell }: Props) {
  return (
    <DetailPage
      title={`Sell request ${sell.reference}`}
      description={
        <>
          {formatNumber(sell.quantity)} shares of {sell.companyName} · <StatusBadge status={sell.status} />
        </>
      }
      back={{ href: '/admin/sell', label: 'All sell requests' }}
      actions={(done) => (
        <Allowed permission="sales:write">
          <NextSteps
            steps={sellStepForms(sell.nextSteps)}
            transition={sellTransitionApi}
            params={{ id: sell.id }}
            subject={`sell request ${sell.reference}`}
            finished={`This sell request is ${sell.status.replace(/_/g, ' ')}: nothing more to do.`}
            onDone={done}
          />
        </Allowed>
      )}
      facts={[
        {
          title: 'Sell request',
          items: [
            { label: 'Reference', value: <span className="font-mono">{sell.reference}</span> },
            { label: 'Company', value: sell.companyName },
            { label: 'Quantity', value: formatNumber(sell.quantity) },
            { label: 'Buy-back price', value: formatPaise(sell.quotePaise) },
            { label: 'Proceeds to pay', value: formatPaise(sell.proceedsPaise) },
            { label: 'Requested', value: formatDateTime(sell.createdAt) },
            {
              label: 'Seller’s DIS / transfer reference',
              value: sell.disReference
                ? `${sell.disReference} (entered ${sell.disReportedAt ? formatDateTime(sell.disReportedAt) : ''})`
                : 'Not yet entered',
            },
            { label: 'Payment reference', value: sell.paymentReference },
            { label: 'Reason', value: sell.reason },
          ],
        },
        { title: 'Investor and KYC', items: investorFacts(sell.investor) },
      ]}
      events={sell.events}
    />
  );
}
