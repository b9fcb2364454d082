import type { InferGetServerSidePropsType } from 'next';

import KnowledgePage from '@/components/knowledge/KnowledgePage';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/UserKnowledgebase';

export { getServerSideProps };

export default function UserKnowledgePage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <KnowledgePage area="user" {...props} />;
}
