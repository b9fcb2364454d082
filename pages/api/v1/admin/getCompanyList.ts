import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { searchCompanies } from '@/lib/server/services/companies';
import { companyListQuery } from '@/lib/validations/companies';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: async (req) => {
      const query = parseQuery(companyListQuery, req);
      const list = await searchCompanies(await getDb(), query);
      if (list.result.length === 0) {
        throw notFound(query.name ? `No company matches "${query.name}".` : 'No companies found.');
      }
      return reply(list, 'Companies fetched.');
    },
  },
  { rateLimit: { rule: RATE_RULES.search } },
);
export default handler;
export type CompanyListData = ApiData<typeof handler, 'GET'>;
