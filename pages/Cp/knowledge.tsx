import ComingSoonPage from '@/components/dashboard/ComingSoonPage';

export { getServerSideProps } from '@/lib/server/loaders/Cp/knowledge';

export default function PartnerKnowledgePage() {
  return (
    <ComingSoonPage section="knowledge" description="Guides for channel partners." heading="Guides are on their way">
      Guides on onboarding clients, partner prices and commissions will appear here.
    </ComingSoonPage>
  );
}
