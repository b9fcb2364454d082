import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import { withUserPage } from '@/lib/server/pageAuth';

export const getServerSideProps = withUserPage();

export default function UserWatchlistPage() {
  return (
    <DashboardPage title="Watch List" description="Companies you are keeping an eye on.">
      <EmptyState
        icon="watchlist"
        title="Your watch list is empty"
        action={{ href: '/indian-stocks', label: 'Browse companies' }}
      >
        Companies you add to your watch list will appear here with their latest price.
      </EmptyState>
    </DashboardPage>
  );
}
