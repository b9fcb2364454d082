import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { contactVerification } from '@/lib/server/services/accounts';

export const getServerSideProps = partnerLoader(async (_ctx, partner) => ({
  props: { verification: await contactVerification(await getDb(), 'partner', partner.id) },
}));
