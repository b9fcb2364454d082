import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import KnowledgeList from '@/components/knowledge/KnowledgeList';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/UserKnowledgebase';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function UserKnowledgePage({ state, categories, articles, total, perPage }: Props) {
  return (
    <DashboardPage
      title="Knowledge Base"
      description="Guides to buying, holding and selling unlisted shares: payments, demat transfers, KYC and tax."
    >
      <KnowledgeList
        base="/dashboard/UserKnowledgebase"
        state={state}
        categories={categories}
        articles={articles}
        total={total}
        perPage={perPage}
      />
    </DashboardPage>
  );
}
