import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { listPartnerProposals, proposalChoices } from '@/lib/server/services/proposals';

export const getServerSideProps = partnerLoader(async (_ctx, partner) => {
  const db = await getDb();
  const [proposals, choices] = await Promise.all([
    listPartnerProposals(db, partner.id, { page: 1, limit: 50 }),
    proposalChoices(db, partner.id),
  ]);
  return { props: { proposals, ...choices } };
});
