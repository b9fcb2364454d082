import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { riskGate } from '@/lib/server/services/riskAcknowledgement';
import { getFeeSchedule } from '@/lib/server/services/settings';
import { listClientProposals } from '@/lib/server/services/proposals';

export const getServerSideProps = investorLoader(async (_ctx, user) => {
  const db = await getDb();
  const [proposals, schedule, risk] = await Promise.all([
    listClientProposals(db, user.id, { page: 1, limit: 50 }),
    getFeeSchedule(db),
    riskGate(db, user.id),
  ]);
  return { props: { proposals, schedule, risk, now: new Date().toISOString() } };
});
