import { parseScreenerQuery } from '@/lib/screener';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { screenCompanies, screenerSectors } from '@/lib/server/services/screener';

/** The screener's results as JSON. Bad filters are ignored or clamped (lib/screener.ts), never refused. */
export default defineHandler({
  GET: async (req, res) => {
    await hit(RATE_RULES.search, clientIp(req));
    const db = await getDb();
    const filters = parseScreenerQuery(req.query, await screenerSectors(db));
    const result = await screenCompanies(db, filters);
    sendOk(res, { ...result, filters: { ...filters, page: result.page } }, 'Companies screened.');
  },
});
