import { parseScreenerQuery } from '@/lib/screener';
import { getDb } from '@/lib/server/db/client';
import { siteUrl } from '@/lib/server/env';
import { setSharedAnswer } from '@/lib/server/http/cache';
import { defineHandler } from '@/lib/server/http/apiHandler';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { companySectors } from '@/lib/server/services/companies';
import { screenAll, screenerCsv } from '@/lib/server/services/screener';

export const config = { api: { bodyParser: false } };

/** The screener's matches as a CSV download, with the same filters, query and order as the page (a bad query: 400). */
export default defineHandler(
  {
    GET: async (req, res) => {
      const db = await getDb();
      const filters = parseScreenerQuery(req.query, await companySectors(db));
      const csv = screenerCsv(await screenAll(db, filters), siteUrl());
      const day = new Date().toISOString().slice(0, 10);
      setSharedAnswer(req, res, 60);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="screener-${day}.csv"`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).send(csv);
    },
  },
  { rateLimit: { rule: RATE_RULES.search } },
);
