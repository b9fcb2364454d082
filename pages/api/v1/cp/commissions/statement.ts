// The partner's commission statement for a month as CSV: each commission, gross, TDS (2%, section
// 194H, rounded to the whole rupee) and net.
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type ApiData } from '@/lib/server/http/apiHandler';
import { commissionStatement, statementCsv } from '@/lib/server/services/commissions';
import { statementQuery } from '@/lib/validations/proposals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req, res, partner) => {
    const query = parseQuery(statementQuery, req);
    const csv = statementCsv(await commissionStatement(await getDb(), partner.id, query.month), partner);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="commission-statement-${query.month}.csv"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(200).send(csv);
  }),
});
export default handler;
export type CommissionStatementData = ApiData<typeof handler, 'GET'>;
