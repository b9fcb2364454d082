import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { listPartnerProposals, proposalChoices } from '@/lib/server/services/proposals';

// ?client=CODE (the client page's "Propose a purchase"): the form starts with that client chosen.
export const getServerSideProps = partnerLoader(async (ctx, partner) => {
  const db = await getDb();
  const [proposals, choices] = await Promise.all([
    listPartnerProposals(db, partner.id, { page: 1, limit: 50 }),
    proposalChoices(db, partner.id),
  ]);
  const wanted = typeof ctx.query.client === 'string' ? ctx.query.client : '';
  const client = choices.clients.find((row) => row.clientCode === wanted)?.clientCode ?? choices.clients[0]?.clientCode ?? '';
  return { props: { proposals, ...choices, client, now: new Date().toISOString() } };
});
