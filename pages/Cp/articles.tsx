import ComingSoonPage from '@/components/dashboard/ComingSoonPage';

export { getServerSideProps } from '@/lib/server/loaders/Cp/articles';

export default function PartnerArticlesPage() {
  return (
    <ComingSoonPage section="articles" heading="Articles are on their way">
      Articles picked for channel partners will appear here. Until then, the latest private equity news is a click away.
    </ComingSoonPage>
  );
}
