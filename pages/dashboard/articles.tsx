import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';

export { getServerSideProps } from '@/lib/server/loaders/dashboard/articles';

export default function DashboardArticlesPage() {
  return (
    <DashboardPage title="Articles" description="News and analysis on private markets.">
      <EmptyState
        icon="articles"
        title="Your reading list is on its way"
        action={{ href: '/articles', label: 'Read the latest news' }}
        secondaryAction={{ href: '/in-the-news', label: 'In the news' }}
      >
        Articles picked for investors will appear here. Until then, the latest private equity news is a click away.
      </EmptyState>
    </DashboardPage>
  );
}
