import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { companyChoices } from '@/lib/server/services/companies';
import { getPortfolio } from '@/lib/server/services/portfolio';

export const getServerSideProps = investorLoader(async (_ctx, user) => {
  const db = await getDb();
  const [portfolio, companies] = await Promise.all([getPortfolio(db, user.id), companyChoices(db)]);
  return { props: { portfolio, companies } };
});
