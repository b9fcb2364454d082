import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';

export { getServerSideProps } from '@/lib/server/loaders/Cp/sharelist';

export default function ShareListPage() {
  return (
    <DashboardPage title="Share List" description="Unlisted shares available to your clients, with partner prices.">
      <EmptyState icon="shares" title="The share list is on its way" action={{ href: '/indian-stocks', label: 'Explore company records' }}>
        Unlisted shares with their partner prices will appear here. Until then, company records show the latest investor prices.
      </EmptyState>
    </DashboardPage>
  );
}
