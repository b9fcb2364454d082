import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';

export { getServerSideProps } from '@/lib/server/loaders/Cp/assets';

export default function AssetsPage() {
  return (
    <DashboardPage title="Assets" description="Holdings of the investors you brought.">
      <EmptyState icon="assets" title="No client assets yet" action={{ href: '/Cp/clients', label: 'View your clients' }}>
        The unlisted shares your clients hold will appear here once their purchases complete.
      </EmptyState>
    </DashboardPage>
  );
}
