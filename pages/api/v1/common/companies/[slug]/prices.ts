// GET /api/v1/common/companies/{slug}/prices: a company's price history with each change's source and
// note, as JSON or (?format=csv) a CSV download.
import { type companyPriceHistoryApi } from '@/lib/contracts/companies';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { setSharedAnswer } from '@/lib/server/http/cache';
import { sendCsv } from '@/lib/server/http/download';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { priceHistory, priceHistoryCsv } from '@/lib/server/services/prices';
import { priceHistoryQuery } from '@/lib/validations/priceImport';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: async (req, res) => {
      const { slug, format } = parseQuery(priceHistoryQuery, req);
      const history = await priceHistory(await getDb(), slug);
      setSharedAnswer(req, res, 60);
      if (format === 'csv') {
        sendCsv(res, `${history.slug}-price-history.csv`, priceHistoryCsv(history));
        return;
      }
      return reply(history, 'Price history fetched.');
    },
  },
  { rateLimit: { rule: RATE_RULES.search } },
);
export default handler satisfies Serves<typeof handler, typeof companyPriceHistoryApi>;
