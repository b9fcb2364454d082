// Research reports for partners: every company has one, made from its page's data (companyDetail),
// served as a print-ready HTML document by GET /api/v1/common/companies/{slug}/report and, for
// partners, as a PDF by GET /api/v1/cp/research-reports/{slug} (researchReportPdf below).
import { and, asc, ilike } from 'drizzle-orm';

import { formatPaise } from '@/lib/format';
import { formatRatio, ratios, valuationPaise } from '@/lib/finance';
import { istDate } from '@/lib/reports/dates';
import { day, rs, type Cell, type Column, type ReportDocument } from '@/lib/reports/document';

import type { Db } from '@/lib/server/db/client';
import { pickColumns } from '@/lib/server/db/columns';
import { pagedQuery } from '@/lib/server/db/paging';
import { companies } from '@/lib/server/db/schema';
import { companyDetail, escapeLike, publishedCompany, type CompanyDetail } from '@/lib/server/services/companies';
import { CATEGORY_LABELS } from '@/lib/validations/companies';

export const RESEARCH_REPORTS_PER_PAGE = 20;

export async function listResearchReports(db: Db, options: { q: string; page: number; perPage?: number }) {
  const perPage = options.perPage ?? RESEARCH_REPORTS_PER_PAGE;
  const where = and(publishedCompany(), options.q ? ilike(companies.name, `%${escapeLike(options.q)}%`) : undefined);
  const { result: reports, total } = await pagedQuery(
    db
      .select(pickColumns(companies, 'slug', 'name', 'sector', 'status', 'updatedAt'))
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id)),
    db.$count(companies, where),
    { page: options.page, limit: perPage },
    ({ updatedAt, ...row }) => ({
      ...row,
      updatedAt: updatedAt.toISOString(),
      href: `/api/v1/common/companies/${encodeURIComponent(row.slug)}/report`,
      pdfHref: `/api/v1/cp/research-reports/${encodeURIComponent(row.slug)}`,
    }),
  );
  return { reports, total, page: options.page, perPage };
}

/** The data of one company's research report (null for an unknown slug): what a PDF renderer draws. */
export function researchReportDocument(db: Db, slug: string) {
  return companyDetail(db, slug);
}

/** A column of a table in the report. */
const column = (label: string, width: number, align?: Column['align']): Column => (align ? { label, width, align } : { label, width });

// The standard PDF fonts have no rupee sign or true minus.

/** Rupees in crore with two decimals ("1,234.56"), for the fundamentals table. */
function crore(paise: number): string {
  const value = paise / 1e9;
  return value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The 52-week high and low from the price history (the year back from the latest point). */
function yearRange(prices: CompanyDetail['prices']): { high: number; low: number } | null {
  const latest = prices.at(-1);
  if (!latest) return null;
  const from = new Date(`${latest.day}T00:00:00Z`);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  const since = from.toISOString().slice(0, 10);
  const year = prices.filter((point) => point.day >= since).map((point) => point.pricePaise);
  return { high: Math.max(...year), low: Math.min(...year) };
}

const CATEGORY_LABEL_BY_NAME: Partial<Record<string, string>> = CATEGORY_LABELS;

/** One company's research report as a document for the PDF renderer, or null for an unknown slug. */
export async function researchReportPdfDocument(db: Db, slug: string): Promise<ReportDocument | null> {
  const detail = await researchReportDocument(db, slug);
  if (!detail) return null;
  const { company, fundamentals, prices, peers } = detail;
  const r = ratios(company.pricePaise, fundamentals.at(-1) ?? null);
  const valuation = valuationPaise(company.pricePaise, company.sharesOutstanding);
  const range = yearRange(prices);
  const details: [string, Cell][] = [
    ['Company', company.name],
    ['Sector', company.sector],
    ['Category', CATEGORY_LABEL_BY_NAME[company.category] ?? company.category],
    ['Status', company.status],
    ['ISIN', company.isin],
    ['Price per share', rs(company.pricePaise)],
    ['Price as of', day(istDate(company.priceUpdatedAt))],
    ['Minimum quantity', `${company.minQuantity.toLocaleString('en-IN')} shares`],
  ];
  const table = (heading: string, rows: Cell[][], columns: Column[], empty: string) => ({
    heading,
    rows,
    columns,
    empty,
  });
  const tables: ReportDocument['tables'] = [
    table(
      'Price and valuation',
      [
        ['Valuation', valuation === null ? null : `₹${crore(valuation)} crore`],
        ['52-week high / low', range ? `${formatPaise(range.high)} / ${formatPaise(range.low)}` : null],
        ['P/E, P/B', `${formatRatio(r.pe, 'x')}, ${formatRatio(r.pb, 'x')}`],
        ['ROE, debt/equity', `${formatRatio(r.roe, '%')}, ${formatRatio(r.debtToEquity)}`],
        ['Face value', rs(company.faceValuePaise)],
        ['Depository', company.depository],
        ['IPO status', company.ipoStatus ?? 'No IPO announced'],
        ['Founded', company.founded === null ? null : String(company.founded)],
        ['Headquarters', company.headquarters],
      ],
      [
        { label: 'Measure', width: 1 },
        { label: 'Value', width: 2 },
      ],
      '',
    ),
  ];
  if (company.about) tables.push(table('About the company', [[company.about]], [{ label: company.name, width: 1 }], ''));
  tables.push(
    table(
      'Fundamentals (₹ crore)',
      fundamentals.map((y) => [
        y.fiscalYear,
        crore(y.revenuePaise),
        crore(y.ebitdaPaise),
        crore(y.netProfitPaise),
        (y.epsPaise / 100).toFixed(2),
        crore(y.debtPaise),
        crore(y.netWorthPaise),
      ]),
      [
        { label: 'Year', width: 1 },
        { label: 'Revenue', width: 1.2, align: 'right' },
        { label: 'EBITDA', width: 1.2, align: 'right' },
        { label: 'Net profit', width: 1.2, align: 'right' },
        { label: 'EPS (₹)', width: 1, align: 'right' },
        { label: 'Debt', width: 1.2, align: 'right' },
        { label: 'Net worth', width: 1.2, align: 'right' },
      ],
      'No financial statements published yet.',
    ),
  );
  // The lists a company may not have yet: a table each, left out when empty.
  const listTable = (heading: string, rows: Cell[][], columns: Column[]) => {
    if (rows.length) tables.push(table(heading, rows, columns, ''));
  };
  listTable(
    'Shareholding',
    company.shareholding.map((slice) => [slice.holder, `${slice.percent.toFixed(2)}%`]),
    [column('Holder', 3), column('Share', 1, 'right')],
  );
  listTable(
    'Management',
    company.management.map((person) => [person.name, person.role]),
    [column('Name', 2), column('Role', 2)],
  );
  listTable(
    'Peers',
    peers.map((peer) => [peer.name, rs(peer.pricePaise)]),
    [column('Company', 3), column('Price per share', 1, 'right')],
  );
  return {
    title: `${company.name}: research report`,
    filename: `${company.slug}-research-report`,
    details,
    tables,
    notes: ['Prices of unlisted shares are indicative and change with demand and supply; figures are from the company filings we hold.'],
    disclaimer:
      'Research report for information only; not investment advice. Unlisted shares carry risk: read the company documents before investing.',
  };
}
