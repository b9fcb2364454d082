// A partner's clients' holdings as on a date (date=YYYY-MM-DD, default today), as PDF or CSV.
import { type clientHoldingsReportApi } from '@/lib/contracts/reports';
import { istDate } from '@/lib/reports/dates';
import { parseReportQuery } from '@/lib/reports/query';
import { byCaller, withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, type Serves } from '@/lib/server/http/apiHandler';
import { badRequest } from '@/lib/server/http/httpError';
import { REPORTS_RULE, sendReport } from '@/lib/server/reports/send';
import { clientHoldingsStatement } from '@/lib/server/services/reports';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: withPartner(async (req, res, partner) => {
      // The same date and format rules as the investor's holding statement.
      const parsed = parseReportQuery('holdings', req.query, istDate(new Date()));
      if (!parsed.ok) throw badRequest(Object.values(parsed.errors)[0] ?? 'Please check the request.', parsed.errors);
      if (parsed.request.kind !== 'holdings') throw badRequest('Please check the request.');
      const report = await clientHoldingsStatement(await getDb(), partner.id, parsed.request.date);
      await sendReport(res, report, parsed.request.format);
    }),
  },
  { rateLimit: { rule: REPORTS_RULE, key: byCaller('partner', 'reports:') } },
);
export default handler satisfies Serves<typeof handler, typeof clientHoldingsReportApi>;
