import type { ComponentProps } from 'react';

import DashboardPage from '@/components/dashboard/DashboardPage';
import KnowledgeList from '@/components/knowledge/KnowledgeList';

const AREAS = {
  user: {
    base: '/dashboard/UserKnowledgebase',
    description: 'Guides to buying, holding and selling unlisted shares: payments, demat transfers, KYC and tax.',
  },
  cp: {
    base: '/Cp/knowledge',
    description: 'Guides for channel partners: commissions, payouts and TDS, proposals and working with clients.',
  },
};

type Props = Omit<ComponentProps<typeof KnowledgeList>, 'base'> & { area: keyof typeof AREAS };

/** A dashboard's knowledge base: the investors' or the partners' guides. */
export default function KnowledgePage({ area, ...list }: Props) {
  const { base, description } = AREAS[area];
  return (
    <DashboardPage title="Knowledge Base" description={description}>
      <KnowledgeList base={base} {...list} />
    </DashboardPage>
  );
}
