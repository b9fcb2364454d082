import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { contactVerification } from '@/lib/server/services/accounts';
import { partnerBankAccountsOf } from '@/lib/server/services/partnerBank';

export const getServerSideProps = partnerLoader(async (_ctx, partner) => {
  const db = await getDb();
  const [verification, bank] = await Promise.all([contactVerification(db, 'partner', partner.id), partnerBankAccountsOf(db, partner.id)]);
  return { props: { verification, bank } };
});
