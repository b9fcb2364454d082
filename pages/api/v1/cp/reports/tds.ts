// The partner's quarterly TDS statement (section 194H): each payout's amount paid and TDS deducted, as CSV (default) or PDF.
import { tdsStatementApi } from '@/lib/contracts/bankAccounts';
import { byCaller, withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { REPORTS_RULE, sendReport } from '@/lib/server/reports/send';
import { tdsStatement } from '@/lib/server/services/reports';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: withPartner(async (req, res, partner) => {
      const query = parseQuery(tdsStatementApi.input, req);
      await sendReport(res, await tdsStatement(await getDb(), partner.id, query), query.format);
    }),
  },
  { rateLimit: { rule: REPORTS_RULE, key: byCaller('partner', 'reports:') } },
);
export default handler satisfies Serves<typeof handler, typeof tdsStatementApi>;
