import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';

export { getServerSideProps } from '@/lib/server/loaders/dashboard/UserKnowledgebase';

export default function UserKnowledgebasePage() {
  return (
    <DashboardPage title="Knowledge Base" description="Guides to buying, holding and selling unlisted shares.">
      <EmptyState
        icon="knowledge"
        title="Guides are on their way"
        action={{ href: '/Faq', label: 'Read the FAQs' }}
        secondaryAction={{ href: '/glossary', label: 'Open the glossary' }}
      >
        Step-by-step guides on KYC, buying, demat transfers and selling will appear here.
      </EmptyState>
    </DashboardPage>
  );
}
