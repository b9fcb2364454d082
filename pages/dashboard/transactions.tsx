import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';

export { getServerSideProps } from '@/lib/server/loaders/dashboard/transactions';

export default function TransactionsPage() {
  return (
    <DashboardPage title="Transactions" description="Your orders and where each one stands.">
      <EmptyState icon="transactions" title="No transactions yet" action={{ href: '/indian-stocks', label: 'Explore unlisted shares' }}>
        Each order you place will appear here with a step-by-step tracker, from payment to shares in your demat account.
      </EmptyState>
    </DashboardPage>
  );
}
