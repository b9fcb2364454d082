// The investor's statements as downloads: GET /api/v1/user/reports/{holdings|contract-note|capital-gains|transactions}
// with format=pdf|csv and the kind's own parameters (date, order/sell, fy, from/to).
import type { NextApiRequest, NextApiResponse } from 'next';

import { type userReportApi } from '@/lib/contracts/reports';
import { istDate } from '@/lib/reports/dates';
import { isReportKind, parseReportQuery, type ReportRequest } from '@/lib/reports/query';
import { firstValue } from '@/lib/query';
import { byCaller, withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, type Serves } from '@/lib/server/http/apiHandler';
import { badRequest, notFound } from '@/lib/server/http/httpError';
import { REPORTS_RULE, sendReport } from '@/lib/server/reports/send';
import { capitalGainsStatement, contractNote, holdingsStatement, transactionsStatement } from '@/lib/server/services/reports';
import type { Db } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

function build(db: Db, userId: number, request: ReportRequest) {
  switch (request.kind) {
    case 'holdings':
      return holdingsStatement(db, userId, request.date);
    case 'contract-note':
      return contractNote(db, userId, request.order !== undefined ? { order: request.order } : { sell: request.sell });
    case 'capital-gains':
      return capitalGainsStatement(db, userId, request.fy);
    case 'transactions':
      return transactionsStatement(db, userId, { from: request.from, to: request.to });
  }
}

const handler = defineHandler(
  {
    GET: withUser(async (req: NextApiRequest, res: NextApiResponse, user) => {
      const kind = firstValue(req.query.kind);
      if (!isReportKind(kind)) throw notFound('No such report. Reports are holdings, contract-note, capital-gains and transactions.');
      const parsed = parseReportQuery(kind, req.query, istDate(new Date()));
      if (!parsed.ok) throw badRequest(Object.values(parsed.errors)[0] ?? 'Please check the request.', parsed.errors);
      const db = await getDb();
      await sendReport(res, await build(db, user.id, parsed.request), parsed.request.format);
    }),
  },
  { rateLimit: { rule: REPORTS_RULE, key: byCaller('user', 'reports:') } },
);
export default handler satisfies Serves<typeof handler, typeof userReportApi>;
