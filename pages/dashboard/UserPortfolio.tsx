import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';

export { getServerSideProps } from '@/lib/server/loaders/dashboard/UserPortfolio';

export default function UserPortfolioPage() {
  return (
    <DashboardPage title="Portfolio" description="The unlisted shares you hold.">
      <EmptyState icon="portfolio" title="No holdings yet" action={{ href: '/indian-stocks', label: 'Explore unlisted shares' }}>
        Your holdings and their current value will appear here once your first purchase reaches your demat account.
      </EmptyState>
    </DashboardPage>
  );
}
