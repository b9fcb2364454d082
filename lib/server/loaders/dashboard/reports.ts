import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { reportsOverview } from '@/lib/server/services/reports';

export const getServerSideProps = investorLoader(async (_ctx, user) => ({ props: await reportsOverview(await getDb(), user.id) }));
