import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { getPortfolio } from '@/lib/server/services/portfolio';

export const getServerSideProps = investorLoader(async (_ctx, user) => ({
  props: { portfolio: await getPortfolio(await getDb(), user.id) },
}));
