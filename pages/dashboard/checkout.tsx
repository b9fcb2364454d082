import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import CheckoutFlow from '@/components/orders/CheckoutFlow';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/checkout';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function CheckoutPage({ lines, schedule, risk, paymentExpiryHours, kyc }: Props) {
  return (
    <DashboardPage title="Checkout" description="Every charge in full, your accounts, then where and what to pay.">
      {lines.length === 0 ? (
        <EmptyState icon="cart" title="Nothing to check out" action={{ href: '/dashboard/cart', label: 'Go to your cart' }}>
          Add shares to your cart first; your placed orders are under Transactions.
        </EmptyState>
      ) : (
        <CheckoutFlow lines={lines} schedule={schedule} risk={risk} paymentExpiryHours={paymentExpiryHours} kyc={kyc} />
      )}
    </DashboardPage>
  );
}
