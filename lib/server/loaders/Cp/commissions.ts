import { indianMonth } from '@/lib/commission';
import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { listCommissions, listPartnerPayouts, partnerSummary } from '@/lib/server/services/commissions';

export const getServerSideProps = partnerLoader(async (_ctx, partner) => {
  const db = await getDb();
  const [summary, commissions, payouts] = await Promise.all([
    partnerSummary(db, partner.id),
    listCommissions(db, partner.id, { page: 1, limit: 50 }),
    listPartnerPayouts(db, partner.id, { page: 1, limit: 50 }),
  ]);
  return { props: { summary, commissions, payouts, month: indianMonth(new Date()) } };
});
