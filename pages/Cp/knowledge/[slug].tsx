import type { InferGetServerSidePropsType } from 'next';

import KnowledgeArticleView from '@/components/knowledge/KnowledgeArticleView';
import { getServerSideProps } from '@/lib/server/loaders/Cp/knowledge/[slug]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerKnowledgeArticlePage({ article }: Props) {
  return <KnowledgeArticleView base="/Cp/knowledge" article={article} />;
}
