import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';

export { getServerSideProps } from '@/lib/server/loaders/Cp/research_report';

export default function ResearchReportPage() {
  return (
    <DashboardPage title="Reports" description="Research reports to download and share with your clients.">
      <EmptyState icon="reports" title="No reports yet" action={{ href: '/indian-stocks', label: 'Explore company records' }}>
        Research reports on unlisted companies will appear here, ready to download and share.
      </EmptyState>
    </DashboardPage>
  );
}
