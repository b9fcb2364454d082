import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import ClientHoldingsCard from '@/components/reports/ClientHoldingsCard';
import { getServerSideProps } from '@/lib/server/loaders/Cp/assets';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function AssetsPage({ today }: Props) {
  return (
    <DashboardPage title="Assets" description="Holdings of the investors you brought.">
      <EmptyState icon="assets" title="No client assets yet" action={{ href: '/Cp/clients', label: 'View your clients' }}>
        The unlisted shares your clients hold will appear here once their purchases complete.
      </EmptyState>
      <div className="mt-6">
        <ClientHoldingsCard today={today} />
      </div>
    </DashboardPage>
  );
}
