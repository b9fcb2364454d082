import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';

export { getServerSideProps } from '@/lib/server/loaders/Cp/knowledge';

export default function PartnerKnowledgePage() {
  return (
    <DashboardPage title="Knowledge Base" description="Guides for channel partners.">
      <EmptyState
        icon="knowledge"
        title="Guides are on their way"
        action={{ href: '/Faq', label: 'Read the FAQs' }}
        secondaryAction={{ href: '/glossary', label: 'Open the glossary' }}
      >
        Guides on onboarding clients, partner prices and commissions will appear here.
      </EmptyState>
    </DashboardPage>
  );
}
