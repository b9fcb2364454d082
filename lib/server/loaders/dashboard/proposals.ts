import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { getPlatformSettings } from '@/lib/server/services/settings';
import { listClientProposals } from '@/lib/server/services/proposals';

export const getServerSideProps = investorLoader(async (_ctx, user) => {
  const db = await getDb();
  const [proposals, settings] = await Promise.all([listClientProposals(db, user.id, { page: 1, limit: 50 }), getPlatformSettings(db)]);
  return { props: { proposals, feeRateBps: settings.feeRateBps } };
});
