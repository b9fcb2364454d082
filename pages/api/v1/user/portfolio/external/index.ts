// What the investor holds elsewhere: list it (JSON, or CSV with format=csv), or add a holding.
import { externalHoldingCreateApi, externalHoldingsQuery, type externalHoldingsApi } from '@/lib/contracts/portfolio';
import { rowsToCsv } from '@/lib/reports/csv';
import { byCaller, withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { sendCsv } from '@/lib/server/http/download';
import { optionalIdempotencyKey, replyStored } from '@/lib/server/http/idempotency';
import { createExternalHolding, EXTERNAL_HOLDINGS_CSV, listExternalHoldings } from '@/lib/server/services/externalHoldings';
import { indiaDay } from '@/lib/workingDays';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: withUser(async (req, res, user) => {
      const { format } = parseQuery(externalHoldingsQuery, req);
      const result = await listExternalHoldings(await getDb(), user.id);
      if (format !== 'csv') return reply({ result }, 'Holdings fetched.');
      res.setHeader('Cache-Control', 'private, no-store');
      sendCsv(res, `${EXTERNAL_HOLDINGS_CSV.name}-${indiaDay(new Date())}.csv`, rowsToCsv(EXTERNAL_HOLDINGS_CSV.columns, result));
      return undefined;
    }),
    POST: withUser(async (req, res, user) => {
      const idempotencyKey = optionalIdempotencyKey(req);
      return replyStored(
        res,
        await createExternalHolding(await getDb(), user.id, parseBody(externalHoldingCreateApi.input, req), idempotencyKey),
      );
    }),
  },
  { rateLimit: { POST: { rule: { name: 'external-holding', limit: 120, windowMs: 60 * 60_000 }, key: byCaller('user') } } },
);
export default handler satisfies Serves<typeof handler, [typeof externalHoldingCreateApi, typeof externalHoldingsApi]>;
