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
    return { props: { sectors, initialKey, initial: await screenCompanies(db, filters), initialQueryError: null as string | null } };
  } catch (error) {
    // A query that does not run (it does not parse, or compares a text no company has): no results, and
    // the API's errors.q for the page to show under the box.
    const refused = error instanceof HttpError ? error.errors?.q : undefined;
    if (refused) return { props: { sectors, initialKey, initial: NO_RESULTS, initialQueryError: refused } };
    throw error;
  }
});
