// GET /api/v1/cp/research-reports/{slug}: a company's research report as a PDF, for partners only
// (to download, print and share with their clients; no partner price in it).
import { researchReportPdfApi } from '@/lib/contracts/reports';
import { byCaller, withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { REPORTS_RULE, sendReport } from '@/lib/server/reports/send';
import { researchReportPdfDocument } from '@/lib/server/services/researchReports';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: withPartner(async (req, res) => {
      const { slug } = parseQuery(researchReportPdfApi.input, req);
      const report = /^[a-z0-9-]+$/i.test(slug) ? await researchReportPdfDocument(await getDb(), slug.toLowerCase()) : null;
      if (!report) throw notFound('No company has this address.');
      await sendReport(res, report, 'pdf');
    }),
  },
  { rateLimit: { rule: REPORTS_RULE, key: byCaller('partner', 'reports:') } },
);
export default handler satisfies Serves<typeof handler, typeof researchReportPdfApi>;
