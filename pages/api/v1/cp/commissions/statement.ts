// The partner's commission statement for a month as CSV (the default) or PDF (format=pdf): each
// commission, gross, TDS (2%, section 194H, rounded to the whole rupee) and net.
import { commissionStatementApi } from '@/lib/contracts/commissions';
import { byCaller, withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { REPORTS_RULE, sendReport } from '@/lib/server/reports/send';
import { commissionStatement, statementCsv, statementDocument } from '@/lib/server/services/commissions';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: withPartner(async (req, res, partner) => {
      const query = parseQuery(commissionStatementApi.input, req);
      const statement = await commissionStatement(await getDb(), partner.id, query.month);
      if (query.format === 'pdf') {
        await sendReport(res, statementDocument(statement, partner), 'pdf');
        return;
      }
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="commission-statement-${query.month}.csv"`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).send(statementCsv(statement, partner));
    }),
  },
  { rateLimit: { rule: REPORTS_RULE, key: byCaller('partner', 'reports:') } },
);
export default handler satisfies Serves<typeof handler, typeof commissionStatementApi>;
