import ComingSoonPage from '@/components/dashboard/ComingSoonPage';

export { getServerSideProps } from '@/lib/server/loaders/dashboard/articles';

export default function DashboardArticlesPage() {
  return (
    <ComingSoonPage section="articles" heading="Your reading list is on its way">
      Articles picked for investors will appear here. Until then, the latest private equity news is a click away.
    </ComingSoonPage>
  );
}
