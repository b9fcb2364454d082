import type { InferGetServerSidePropsType } from 'next';

import KnowledgeArticleView from '@/components/knowledge/KnowledgeArticleView';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/UserKnowledgebase/[slug]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function UserKnowledgeArticlePage({ article }: Props) {
  return <KnowledgeArticleView base="/dashboard/UserKnowledgebase" article={article} />;
}
