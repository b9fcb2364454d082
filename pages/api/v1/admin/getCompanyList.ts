import { companyListApi } from '@/lib/contracts/search';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { setSharedAnswer } from '@/lib/server/http/cache';
import { notFound } from '@/lib/server/http/httpError';
import { memoized } from '@/lib/server/memo';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { searchCompanies } from '@/lib/server/services/companies';

export const config = { api: { bodyParser: false } };

const SEARCH_TTL_MS = 10_000;

const handler = defineHandler(
  {
    GET: async (req, res) => {
      const query = parseQuery(companyListApi.input, req);
      // The header's search, typed by every visitor: the same answer for everyone, and names change
      // only through seeds. Each process reuses an answer for 10 s (a one-letter search counts every company).
      const key = `company-search:${query.page}:${query.limit}:${(query.name ?? '').toLowerCase()}`;
      const list = await memoized(key, SEARCH_TTL_MS, async () => searchCompanies(await getDb(), query));
      if (list.result.length === 0) {
        throw notFound(query.name ? `No company matches "${query.name}".` : 'No companies found.');
      }
      // The same answer for every caller (names, logos and slugs change only through seeds): nginx keeps
      // it for a few seconds, counting this rate limit in front of its cache (docs/nginx.conf).
      setSharedAnswer(req, res, SEARCH_TTL_MS / 1000);
      return reply(list, 'Companies fetched.');
    },
  },
  { rateLimit: { rule: RATE_RULES.search } },
);
export default handler satisfies Serves<typeof handler, typeof companyListApi>;
