import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import KnowledgeList from '@/components/knowledge/KnowledgeList';
import { getServerSideProps } from '@/lib/server/loaders/Cp/knowledge';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerKnowledgePage({ state, categories, articles, total, perPage }: Props) {
  return (
    <DashboardPage
      title="Knowledge Base"
      description="Guides for channel partners: commissions, payouts and TDS, proposals and working with clients."
    >
      <KnowledgeList base="/Cp/knowledge" state={state} categories={categories} articles={articles} total={total} perPage={perPage} />
    </DashboardPage>
  );
}
