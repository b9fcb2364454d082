// Research reports for partners: every company has one, made from its page's data (companyDetail) and
// served as a print-ready HTML document by GET /api/v1/common/companies/{slug}/report.
import { asc, count, ilike } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';
import { companyDetail, escapeLike } from '@/lib/server/services/companies';

export const RESEARCH_REPORTS_PER_PAGE = 20;

export async function listResearchReports(db: Db, options: { q: string; page: number; perPage?: number }) {
  const perPage = options.perPage ?? RESEARCH_REPORTS_PER_PAGE;
  const where = options.q ? ilike(companies.name, `%${escapeLike(options.q)}%`) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        slug: companies.slug,
        name: companies.name,
        sector: companies.sector,
        status: companies.status,
        updatedAt: companies.updatedAt,
      })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(perPage)
      .offset((options.page - 1) * perPage),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  const reports = rows.map(({ updatedAt, ...row }) => ({
    ...row,
    updatedAt: updatedAt.toISOString(),
    href: `/api/v1/common/companies/${encodeURIComponent(row.slug)}/report`,
  }));
  return { reports, total, page: options.page, perPage };
}

/** The data of one company's research report (null for an unknown slug): what a PDF renderer draws. */
export function researchReportDocument(db: Db, slug: string) {
  return companyDetail(db, slug);
}
