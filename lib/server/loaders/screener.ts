import { parseScreenerQuery, screenerQueryString, type ScreenerResult } from '@/lib/screener';
import { getDb } from '@/lib/server/db/client';
import { HttpError } from '@/lib/server/http/httpError';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { companySectors } from '@/lib/server/services/companies';
import { screenCompanies } from '@/lib/server/services/screener';

const NO_RESULTS: ScreenerResult = { rows: [], total: 0, page: 1, totalPages: 1 };

export const getServerSideProps = publicLoader({ cacheSeconds: 60 }, async ({ query }) => {
  const db = await getDb();
  const sectors = await companySectors(db);
  const filters = parseScreenerQuery(query, sectors);
  // initialKey: the query the server answered, so the client does not fetch the first page again.
  const initialKey = screenerQueryString(filters);
  try {
    return { props: { sectors, initialKey, initial: await screenCompanies(db, filters) } };
  } catch (error) {
    // A query that does not parse: no results; the page says why under the box (its parser gives the API's errors.q).
    if (error instanceof HttpError && error.errors?.q) return { props: { sectors, initialKey, initial: NO_RESULTS } };
    throw error;
  }
});
