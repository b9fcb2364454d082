import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { partnerBankAccountsOf } from '@/lib/server/services/partnerBank';
import { getPartner } from '@/lib/server/services/people';

export const getServerSideProps = operatorLoader('people:read', async (ctx) => {
  const id = pathId(ctx);
  const partner = id === null ? null : await orNull(getPartner(await getDb(), id));
  if (!partner) return { notFound: true };
  return { props: { partner, bank: await partnerBankAccountsOf(await getDb(), partner.id) } };
});
