import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { contactVerification } from '@/lib/server/services/accounts';

export const getServerSideProps = investorLoader(async (_ctx, user) => ({
  props: { verification: await contactVerification(await getDb(), 'user', user.id) },
}));
