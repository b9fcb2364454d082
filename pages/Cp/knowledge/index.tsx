import type { InferGetServerSidePropsType } from 'next';

import KnowledgePage from '@/components/knowledge/KnowledgePage';
import { getServerSideProps } from '@/lib/server/loaders/Cp/knowledge';

export { getServerSideProps };

export default function PartnerKnowledgePage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <KnowledgePage area="cp" {...props} />;
}
