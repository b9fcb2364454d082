import { getDb } from '@/lib/server/db/client';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { adminPayouts } from '@/lib/server/services/commissions';

export const getServerSideProps = operatorLoader('payouts:read', async () => ({
  props: { payouts: await adminPayouts(await getDb(), { page: 1, limit: 20 }) },
}));
