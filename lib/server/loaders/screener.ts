import { parseScreenerQuery, screenerQueryString } from '@/lib/screener';
import { getDb } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { companySectors } from '@/lib/server/services/companies';
import { screenCompanies } from '@/lib/server/services/screener';

export const getServerSideProps = publicLoader({ cacheSeconds: 60 }, async ({ query }) => {
  const db = await getDb();
  const sectors = await companySectors(db);
  const filters = parseScreenerQuery(query, sectors);
  // initialKey: the query the server answered, so the client does not fetch the first page again.
  return { props: { sectors, initialKey: screenerQueryString(filters), initial: await screenCompanies(db, filters) } };
});
