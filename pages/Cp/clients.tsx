import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import { withPartnerPage } from '@/lib/server/pageAuth';

export const getServerSideProps = withPartnerPage();

export default function ClientsPage() {
  return (
    <DashboardPage title="Clients" description="Investors who joined with your partnership code.">
      <EmptyState
        icon="clients"
        title="No clients yet"
        action={{ href: '/Cp/dashboard', label: 'Find your partnership code' }}
      >
        Investors who sign up with your partnership code will appear here.
      </EmptyState>
    </DashboardPage>
  );
}
