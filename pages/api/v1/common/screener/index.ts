import { type screenerApi } from '@/lib/contracts/companies';
import { parseScreenerQuery } from '@/lib/screener';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { setSharedAnswer } from '@/lib/server/http/cache';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { companySectors } from '@/lib/server/services/companies';
import { screenCompanies } from '@/lib/server/services/screener';

export const config = { api: { bodyParser: false } };

/**
 * The screener's results as JSON. Bad filters are ignored or clamped (lib/screener.ts), never refused; a
 * query (`q`) that does not parse is: 400 with the message, naming line:column, on `errors.q`.
 */
const handler = defineHandler(
  {
    GET: async (req, res) => {
      const db = await getDb();
      const filters = parseScreenerQuery(req.query, await companySectors(db));
      const result = await screenCompanies(db, filters);
      // The same for every caller; prices move, so a shared copy lives as long as nginx's micro-cache.
      setSharedAnswer(req, res, 5);
      return reply({ ...result, filters: { ...filters, page: result.page } }, 'Companies screened.');
    },
  },
  { rateLimit: { rule: RATE_RULES.search } },
);
export default handler satisfies Serves<typeof handler, typeof screenerApi>;
