import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';

export { getServerSideProps } from '@/lib/server/loaders/dashboard/reports';

export default function ReportsPage() {
  return (
    <DashboardPage title="Reports" description="Statements and research reports to download.">
      <EmptyState icon="reports" title="No reports yet" action={{ href: '/indian-stocks', label: 'Explore company records' }}>
        Your account statements and research reports on unlisted companies will appear here, ready to download.
      </EmptyState>
    </DashboardPage>
  );
}
