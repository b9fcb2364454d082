import ComingSoonPage from '@/components/dashboard/ComingSoonPage';

export { getServerSideProps } from '@/lib/server/loaders/dashboard/UserKnowledgebase';

export default function UserKnowledgebasePage() {
  return (
    <ComingSoonPage
      section="knowledge"
      description="Guides to buying, holding and selling unlisted shares."
      heading="Guides are on their way"
    >
      Step-by-step guides on KYC, buying, demat transfers and selling will appear here.
    </ComingSoonPage>
  );
}
