import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, sendOk } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { searchCompanies } from '@/lib/server/services/companies';
import { companyListQuery } from '@/lib/validations/companies';

export default defineHandler({
  GET: async (req, res) => {
    await hit(RATE_RULES.search, clientIp(req));
    const query = parseQuery(companyListQuery, req);
    const list = await searchCompanies(await getDb(), query);
    if (list.result.length === 0) {
      throw notFound(query.name ? `No company matches "${query.name}".` : 'No companies found.');
    }
    sendOk(res, list, 'Companies fetched.');
  },
});
