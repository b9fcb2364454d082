// The partner share list: every company the platform offers, with the partner price and the
// partner's margin. Partner prices leave the server only through here (partner APIs and pages).
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { pagedQuery } from '@/lib/server/db/paging';
import { companies, type CompanyStatus } from '@/lib/server/db/schema';
import { escapeLike, publishedCompany } from '@/lib/server/services/companies';
import { csvCell, paiseToRupees } from '@/lib/reports/csv';
import { companyStatusCode, companyStatusFromCode } from '@/lib/status/companies';
import { shareMargin, SHARE_STATUS_LABELS, type SharelistQuery, type ShareSort } from '@/lib/validations/partnerShares';

// The same mapping as the operator desk's company API (services/companies.ts).

const marginSql = sql<number>`(${companies.pricePaise} - ${companies.brokerPricePaise})`;

const SORT_COLUMNS: Record<ShareSort, SQL | typeof companies.name> = {
  name: companies.name,
  price: sql`${companies.pricePaise}`,
  margin: marginSql,
  available: sql`${companies.availableQuantity}`,
};

const columns = {
  slug: companies.slug,
  name: companies.name,
  sector: companies.sector,
  status: companies.status,
  pricePaise: companies.pricePaise,
  partnerPricePaise: companies.brokerPricePaise,
  minQuantity: companies.minQuantity,
  availableQuantity: companies.availableQuantity,
  priceUpdatedAt: companies.priceUpdatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] } & { status: CompanyStatus; priceUpdatedAt: Date };

export type PartnerShare = ReturnType<typeof shareView>;

function shareView(row: Row) {
  return {
    slug: row.slug,
    name: row.name,
    sector: row.sector,
    status: companyStatusCode(row.status),
    pricePaise: row.pricePaise,
    partnerPricePaise: row.partnerPricePaise,
    ...shareMargin(row.pricePaise, row.partnerPricePaise, row.minQuantity),
    minQuantity: row.minQuantity,
    availableQuantity: row.availableQuantity,
    priceAsOf: row.priceUpdatedAt.toISOString(),
  };
}

type Filters = Pick<SharelistQuery, 'q' | 'sector' | 'status' | 'sort' | 'order'>;

function select(filters: Filters) {
  const where = and(
    publishedCompany(),
    filters.q ? ilike(companies.name, `%${escapeLike(filters.q)}%`) : undefined,
    filters.sector ? eq(companies.sector, filters.sector) : undefined,
    filters.status ? eq(companies.status, companyStatusFromCode(filters.status)) : undefined,
  );
  const direction = filters.order === 'asc' ? asc : desc;
  // A search sorted by name lists names that start with the words first (as the site's search does).
  const prefixFirst =
    filters.q && filters.sort === 'name' ? [sql`case when ${companies.name} ilike ${`${escapeLike(filters.q)}%`} then 0 else 1 end`] : [];
  const order = [...prefixFirst, direction(SORT_COLUMNS[filters.sort]), asc(companies.name), asc(companies.id)];
  return { where, order };
}

/** One page of the share list, with the number of matches. */
export async function listPartnerShares(db: Db, query: Filters & { page: number; limit: number }) {
  const { where, order } = select(query);
  return pagedQuery(
    db
      .select(columns)
      .from(companies)
      .where(where)
      .orderBy(...order),
    db.$count(companies, where),
    query,
    (row) => shareView(row as Row),
  );
}

/** Every match, in the list's order, for the CSV. */
export async function allPartnerShares(db: Db, filters: Filters) {
  const { where, order } = select(filters);
  const rows = await db
    .select(columns)
    .from(companies)
    .where(where)
    .orderBy(...order);
  return rows.map((row) => shareView(row as Row));
}

export const SHARELIST_CSV_HEADER = [
  'Company',
  'Slug',
  'Sector',
  'Status',
  'Investor price (INR)',
  'Partner price (INR)',
  'Margin per share (INR)',
  'Minimum lot (shares)',
  'Margin per lot (INR)',
  'Available (shares)',
  'Price as of',
];

/** The share list as CSV: UTF-8 with a byte-order mark, CRLF lines, formula-like text defused (csvCell). */
export function sharelistCsv(rows: PartnerShare[]): string {
  const lines = [
    SHARELIST_CSV_HEADER,
    ...rows.map((row) => [
      row.name,
      row.slug,
      row.sector,
      SHARE_STATUS_LABELS[row.status],
      paiseToRupees(row.pricePaise),
      paiseToRupees(row.partnerPricePaise),
      paiseToRupees(row.marginPaise),
      row.minQuantity,
      paiseToRupees(row.marginPerLotPaise),
      row.availableQuantity,
      row.priceAsOf,
    ]),
  ].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
