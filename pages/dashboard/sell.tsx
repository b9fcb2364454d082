import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';

export { getServerSideProps } from '@/lib/server/loaders/dashboard/sell';

export default function SellPage() {
  return (
    <DashboardPage title="Liquidate your stock" description="Request to sell unlisted shares you hold.">
      <EmptyState icon="sell" title="Nothing to sell yet" action={{ href: '/dashboard/UserPortfolio', label: 'View your portfolio' }}>
        Once shares you hold reach your demat account, you can request to sell them here and follow each request.
      </EmptyState>
    </DashboardPage>
  );
}
