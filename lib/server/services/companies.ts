import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/server/db/client';
import { pagedQuery, type Paging } from '@/lib/server/db/paging';
import {
  companies,
  companyCounts,
  companyFundamentals,
  companyPrices,
  type CompanyCategory,
  type CompanyStatus,
} from '@/lib/server/db/schema';
import { valuationPaise } from '@/lib/finance';
import { formatNumber, formatPaise } from '@/lib/format';
import type { DayPrice } from '@/lib/priceSeries';
import { fieldsCsv } from '@/lib/reports/csv';
import { istDate } from '@/lib/reports/dates';
import { conflict, HttpError, notFound } from '@/lib/server/http/httpError';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { companyPages, refreshPublicPages } from '@/lib/server/pageCache';
import { propose, retireStaleApprovalsOn, staleApproval } from '@/lib/server/services/approvals';
import { audit, type Tx } from '@/lib/server/services/operators';
import { getPlatformSettings, holidaysFrom } from '@/lib/server/services/settings';
import { checkSavedScreens } from '@/lib/server/services/savedScreens';
import { onCompanyChange } from '@/lib/server/services/watchAlerts';
import type { ApprovalChange } from '@/lib/status/approvals';
import { companyStatusCode, companyStatusFromCode } from '@/lib/status/companies';
import type { PriceSource } from '@/lib/status/prices';
import type { CompanyRecordsState, CompanySort } from '@/lib/validations/companies';
import type { CompanyPatchInput } from '@/lib/validations/orders';
import {
  fieldsBeyondThreshold,
  percentMove,
  PRICE_FIELD_LABELS,
  priceOrderErrors,
  referencePrices,
  type CompanyPrices,
  type PriceField,
  type PriceReference,
} from '@/lib/prices/controls';

export interface CompanySearchResult {
  id: number;
  name: string;
  logo: string | null;
  urlName: string;
  slug: string;
}

/**
 * The one condition of a company the public pages show (lists, pages, search, sitemap, home, screener):
 * a draft (published_at null, a startup added in the console and not yet published) is the console's only.
 */
export const publishedCompany = () => isNotNull(companies.publishedAt);

/** For tables kept beside companies (company_screener): rows of a company that is not a draft. */
export const notDraftCompany = (companyId: AnyPgColumn) =>
  notInArray(companyId, sql`(select ${companies.id} from ${companies} where ${isNull(companies.publishedAt)})`);

/** Today's point of a company's price history, with its source and note (a second change the same day replaces it). */
export async function recordPricePoint(
  tx: Tx,
  companyId: number,
  now: Date,
  point: { pricePaise: number; source: PriceSource; note: string | null },
) {
  const day = istDate(now);
  await tx
    .insert(companyPrices)
    .values({ companyId, day, ...point })
    .onConflictDoUpdate({ target: [companyPrices.companyId, companyPrices.day], set: point });
}

/**
 * The correction of a mistake in the latest price: the latest point of the history (whatever its day)
 * takes the corrected price, source and note, so the chart and every change read as if the mistake was
 * never made. A company without a history gets today's point.
 */
async function correctLatestPricePoint(
  tx: Tx,
  companyId: number,
  now: Date,
  point: { pricePaise: number; source: PriceSource; note: string | null },
) {
  const [latest] = await tx
    .select({ day: companyPrices.day })
    .from(companyPrices)
    .where(eq(companyPrices.companyId, companyId))
    .orderBy(desc(companyPrices.day))
    .limit(1)
    .for('update');
  if (!latest) return recordPricePoint(tx, companyId, now, point);
  await tx
    .update(companyPrices)
    .set(point)
    .where(and(eq(companyPrices.companyId, companyId), eq(companyPrices.day, latest.day)));
}

/**
 * The price a week before India's day `today`: the history's latest point on or before that day
 * (null when the history does not reach back a week). The "1W" change everywhere is measured from it.
 */
const priceWeekBefore = (companyId: SQL | AnyPgColumn | number, today: string) =>
  sql<number | null>`(select ${companyPrices.pricePaise} from ${companyPrices}
    where ${companyPrices.companyId} = ${companyId} and ${companyPrices.day} <= ${today}::date - 7
    order by ${companyPrices.day} desc limit 1)`;

/**
 * Moves every company's week-ago price (previous_price_paise, the "1W" change of lists, pages and the
 * screener) to the history's point a week before India's day: run once a day, since a week-old change
 * must fall out of the figure even when no price changed. Only rows whose figure moves are written
 * (`only`: these companies' rows). Returns how many moved.
 */
export async function refreshWeeklyChanges(db: Db, now = new Date(), only?: readonly number[]): Promise<number> {
  const weekAgo = priceWeekBefore(sql`c.id`, istDate(now));
  const which = only
    ? sql`where c.id in (${sql.join(
        only.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  // The week's change is a screener column: saved screens are checked in the same transaction.
  const moved = await db.transaction(async (tx) => {
    const moved = await tx.execute<{ id: number }>(sql`update ${companies} set previous_price_paise = w.price
      from (select c.id, ${weekAgo} as price from ${companies} c ${which}) w
      where ${companies.id} = w.id and w.price is not null and ${companies.previousPricePaise} is distinct from w.price
      returning ${companies.id}`);
    await checkSavedScreens(
      tx,
      moved.rows.map((row) => row.id),
      now,
    );
    return moved.rows.length;
  });
  if (moved > 0) kickOutbox(db);
  return moved;
}

/** Escapes LIKE wildcards so a user's '%' or '_' matches itself. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The header search's order for `name`: names that start with it (0), then names with a word that
 * starts with it (1), each A to Z; then the other matches (2), most similar first (pg_trgm, for queries of
 * 3 characters or more), then A to Z.
 */
function relevanceOrder(name: string): SQL[] {
  const text = escapeLike(name);
  const bucket = sql`case when ${companies.name} ilike ${`${text}%`} then 0
    when ${companies.name} ilike any(array[${`% ${text}%`}, ${`%-${text}%`}, ${`%(${text}%`}]::text[]) then 1 else 2 end`;
  // Trigram similarity says nothing about a query shorter than a trigram, and costs a lot when one
  // letter matches every company: such queries order the other matches A to Z only.
  if (name.length < 3) return [bucket];
  return [bucket, sql`case when ${bucket} = 2 then similarity(${companies.name}, ${name}) end desc nulls last`];
}

/**
 * Company names containing `name` (any case; the trigram index companies_name_trgm_idx finds them),
 * ordered by relevance (relevanceOrder), then A to Z ignoring case (companies_lower_name_idx serves the
 * list without a query), then by name and id so pages never overlap.
 */
export async function searchCompanies(db: Db, options: { name?: string; page: number; limit: number }) {
  const where = and(publishedCompany(), options.name ? ilike(companies.name, `%${escapeLike(options.name)}%`) : undefined);
  const relevance = options.name ? relevanceOrder(options.name) : [];
  // One scan for the page and the total (count over the window), not a second counting query.
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      urlName: companies.urlName,
      slug: companies.slug,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(companies)
    .where(where)
    .orderBy(...relevance, asc(sql`lower(${companies.name})`), asc(companies.name), asc(companies.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  // Past the last page there is no row to carry the total: count separately only then.
  const total = rows[0]?.total ?? (options.page > 1 ? await db.$count(companies, where) : 0);
  const result: CompanySearchResult[] = rows.map(({ total: _total, ...company }) => company);
  return { result, total, page: options.page, limit: options.limit };
}

/** The columns a company card shows (home page, company page, peers, watch list). */
export const companyCardColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  logo: companies.logo,
  sector: companies.sector,
  status: companies.status,
  pricePaise: companies.pricePaise,
  previousPricePaise: companies.previousPricePaise,
  priceUpdatedAt: companies.priceUpdatedAt,
};

export type CompanyCard = Omit<Awaited<ReturnType<typeof topCompanies>>[number], 'priceUpdatedAt'> & {
  priceUpdatedAt: string;
};

/** The home page's ranked companies. */
export function topCompanies(db: Db, limit: number) {
  return db
    .select(companyCardColumns)
    .from(companies)
    .where(and(isNotNull(companies.rank), publishedCompany()))
    .orderBy(asc(companies.rank))
    .limit(limit);
}

// Company Records: filtered, sorted and paged in SQL so the list stays fast with 10,000 companies.
const changeExpr = sql`(${companies.pricePaise} - ${companies.previousPricePaise})::float8 / nullif(${companies.previousPricePaise}, 0)`;
const valuationExpr = sql`${companies.pricePaise}::numeric * ${companies.sharesOutstanding}`;

const SORT_ORDER: Record<CompanySort, SQL[]> = {
  'name-asc': [asc(sql`lower(${companies.name})`)],
  'name-desc': [desc(sql`lower(${companies.name})`)],
  'price-desc': [desc(companies.pricePaise)],
  'price-asc': [asc(companies.pricePaise)],
  'change-desc': [sql`${changeExpr} desc nulls last`],
  'change-asc': [sql`${changeExpr} asc nulls last`],
  'valuation-desc': [sql`${valuationExpr} desc nulls last`],
  'valuation-asc': [sql`${valuationExpr} asc nulls last`],
};

export interface CompanyRecord extends CompanyCard {
  category: string;
  valuationPaise: number | null;
}

/**
 * Sectors that have at least one company of `which` (by default a published one), for the sector filters of
 * Company Records, the screener, the partner share list and the console's startups (companies_sector_idx).
 */
export async function companySectors(db: Db, which: SQL | undefined = publishedCompany()): Promise<string[]> {
  const rows = await db.selectDistinct({ sector: companies.sector }).from(companies).where(which).orderBy(asc(companies.sector));
  return rows.map((row) => row.sector);
}

/** Every published company's id and name, by name: the choice of company where an investor names one. */
export async function companyChoices(db: Db) {
  return db.select({ id: companies.id, name: companies.name }).from(companies).where(publishedCompany()).orderBy(asc(companies.name));
}

/**
 * How many published companies have the sector, category and status given (any where null): company_counts
 * (kept by triggers, drafts included) less the drafts among them (a few startups, never many).
 */
export async function countCompanies(
  db: Db,
  filters: { sector: string | null; category: CompanyCategory | null; status: CompanyStatus | null },
) {
  const c = companyCounts;
  const [[row], drafts] = await Promise.all([
    db
      .select({ total: sql<number>`coalesce(sum(${c.companies}), 0)`.mapWith(Number) })
      .from(c)
      .where(
        and(
          filters.sector ? eq(c.sector, filters.sector) : undefined,
          filters.category ? eq(c.category, filters.category) : undefined,
          filters.status ? eq(c.status, filters.status) : undefined,
        ),
      ),
    db.$count(companies, and(isNull(companies.publishedAt), companyFilters(filters))),
  ]);
  return (row?.total ?? 0) - drafts;
}

const companyFilters = (filters: { sector: string | null; category: CompanyCategory | null; status: CompanyStatus | null }) =>
  and(
    filters.sector ? eq(companies.sector, filters.sector) : undefined,
    filters.category ? eq(companies.category, filters.category) : undefined,
    filters.status ? eq(companies.status, filters.status) : undefined,
  );

/** One page of Company Records; a page past the end is clamped to the last page. */
export async function listCompanyRecords(db: Db, state: Omit<CompanyRecordsState, 'view'>, limit: number) {
  const where = and(publishedCompany(), companyFilters(state));
  const total = await countCompanies(db, state);
  const page = Math.min(state.page, Math.max(1, Math.ceil(total / limit)));
  const rows = await db
    .select({ ...companyCardColumns, category: companies.category, sharesOutstanding: companies.sharesOutstanding })
    .from(companies)
    .where(where)
    .orderBy(...SORT_ORDER[state.sort], asc(companies.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const result: CompanyRecord[] = rows.map(({ sharesOutstanding, priceUpdatedAt, ...row }) => ({
    ...row,
    priceUpdatedAt: priceUpdatedAt.toISOString(),
    valuationPaise: valuationPaise(row.pricePaise, sharesOutstanding),
  }));
  return { result, total, page };
}

type Fundamentals = Pick<
  typeof companyFundamentals.$inferSelect,
  'fiscalYear' | 'revenuePaise' | 'ebitdaPaise' | 'netProfitPaise' | 'epsPaise' | 'bookValuePerSharePaise' | 'debtPaise' | 'netWorthPaise'
>;

// A company's price history and yearly figures as JSON built by the database, beside its row: one
// statement instead of three (a company page's render spent a quarter of its time in the database, most
// of it per statement and per row, not in the lookups). Served by the (company_id, day) and
// (company_id, fiscal_year) primary keys; dates come out as 'YYYY-MM-DD', money as whole paise.
const pricesJson = sql<
  DayPrice[]
>`(select coalesce(json_agg(json_build_object('day', p.day, 'pricePaise', p.price_paise) order by p.day), '[]'::json)
  from ${companyPrices} p where p.company_id = ${companies.id})`;
/** A recorded price change: the day's price with where it came from (company page's price history). */
export interface PriceChangePoint extends DayPrice {
  source: PriceSource;
  note: string | null;
}

// The latest changes recorded with a source, newest first (points from before sources were kept have none).
const PRICE_CHANGES_SHOWN = 10;
const priceChangesJson = sql<PriceChangePoint[]>`(select coalesce(json_agg(json_build_object('day', c.day, 'pricePaise', c.price_paise,
    'source', c.source, 'note', c.note) order by c.day desc), '[]'::json)
  from (select p.day, p.price_paise, p.source, p.note from ${companyPrices} p where p.company_id = ${companies.id} and p.source is not null
    order by p.day desc limit ${sql.raw(String(PRICE_CHANGES_SHOWN))}) c)`;
const fundamentalsJson = sql<Fundamentals[]>`(select coalesce(json_agg(json_build_object(
    'fiscalYear', f.fiscal_year, 'revenuePaise', f.revenue_paise, 'ebitdaPaise', f.ebitda_paise,
    'netProfitPaise', f.net_profit_paise, 'epsPaise', f.eps_paise, 'bookValuePerSharePaise', f.book_value_per_share_paise,
    'debtPaise', f.debt_paise, 'netWorthPaise', f.net_worth_paise) order by f.fiscal_year), '[]'::json)
  from ${companyFundamentals} f where f.company_id = ${companies.id})`;

/** Everything the company page and its research report show, or null for an unknown slug. */
export async function companyDetail(db: Db, slug: string) {
  const [row] = await db
    .select({ ...getTableColumns(companies), prices: pricesJson, priceChanges: priceChangesJson, fundamentals: fundamentalsJson })
    .from(companies)
    .where(and(eq(companies.slug, slug), publishedCompany()))
    .limit(1);
  if (!row) return null;
  const { prices, priceChanges, fundamentals, ...company } = row;
  const peerRows = company.peers.length
    ? await db
        .select(companyCardColumns)
        .from(companies)
        .where(and(inArray(companies.slug, company.peers), publishedCompany()))
    : [];
  // Peers keep the order the company lists them in.
  const peers = company.peers.flatMap((peerSlug) => peerRows.filter((peer) => peer.slug === peerSlug && peer.id !== company.id));
  return {
    company,
    prices,
    priceChanges,
    fundamentals,
    peers: peers.map((peer) => ({ ...peer, priceUpdatedAt: peer.priceUpdatedAt.toISOString() })),
  };
}

export type CompanyDetail = NonNullable<Awaited<ReturnType<typeof companyDetail>>>;

// ---- Operators: the console's company list, a company's prices, stock and status ----

const companyColumns = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  status: companies.status,
  pricePaise: companies.pricePaise,
  partnerPricePaise: companies.brokerPricePaise,
  buybackPricePaise: companies.buybackPricePaise,
  availableQuantity: companies.availableQuantity,
  reservedQuantity: companies.reservedQuantity,
  deliveredQuantity: companies.deliveredQuantity,
  addedQuantity: companies.addedQuantity,
  minQuantity: companies.minQuantity,
  priceUpdatedAt: companies.priceUpdatedAt,
  priceSource: companies.priceSource,
  priceNote: companies.priceNote,
  priceReference: companies.priceReference,
  pricesChangedAt: companies.pricesChangedAt,
};

// The console's list: the columns operators set, without the stock counters' history.
const {
  id: _id,
  deliveredQuantity: _delivered,
  addedQuantity: _added,
  priceReference: _reference,
  pricesChangedAt: _changed,
  ...listColumns
} = companyColumns;

/** Companies by name or slug (any status), in name order, with the columns operators set. */
export async function listAdminCompanies(db: Db, query: Paging & { q?: string }) {
  const pattern = `%${escapeLike(query.q ?? '')}%`;
  const where = query.q ? or(ilike(companies.name, pattern), ilike(companies.slug, pattern)) : undefined;
  return pagedQuery(
    db.select(listColumns).from(companies).where(where).orderBy(asc(companies.name), asc(companies.id)),
    db.select({ total: count() }).from(companies).where(where),
    query,
    (row) => ({ ...row, priceUpdatedAt: row.priceUpdatedAt.toISOString() }),
  );
}

/** The console's company list as CSV (`format=csv`): every company the search matches, with the columns operators set. */
export const ADMIN_COMPANIES_CSV = fieldsCsv<Awaited<ReturnType<typeof listAdminCompanies>>['result'][number]>('companies', [
  'slug',
  'name',
  'status',
  'pricePaise',
  'partnerPricePaise',
  'buybackPricePaise',
  'availableQuantity',
  'reservedQuantity',
  'minQuantity',
  'priceUpdatedAt',
  'priceSource',
  'priceNote',
]);

type CompanyRow = Omit<
  { [K in keyof typeof companyColumns]: (typeof companyColumns)[K]['_']['data'] },
  'status' | 'priceUpdatedAt' | 'buybackPricePaise' | 'priceNote' | 'priceReference' | 'pricesChangedAt'
> & {
  status: CompanyStatus;
  priceUpdatedAt: Date;
  buybackPricePaise: number | null;
  priceNote: string | null;
  priceReference: PriceReference | null;
  pricesChangedAt: Date | null;
};

const companyView = (row: CompanyRow) => ({
  slug: row.slug,
  name: row.name,
  status: companyStatusCode(row.status),
  pricePaise: row.pricePaise,
  partnerPricePaise: row.partnerPricePaise,
  buybackPricePaise: row.buybackPricePaise,
  availableQuantity: row.availableQuantity,
  reservedQuantity: row.reservedQuantity,
  deliveredQuantity: row.deliveredQuantity,
  addedQuantity: row.addedQuantity,
  minQuantity: row.minQuantity,
  priceUpdatedAt: row.priceUpdatedAt.toISOString(),
  priceSource: row.priceSource,
  priceNote: row.priceNote,
  /** When the investor price was set (the same instant as priceUpdatedAt). */
  priceAsOf: row.priceUpdatedAt.toISOString(),
});

export async function getAdminCompany(db: Db, slug: string) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.slug, slug)).limit(1);
  if (!row) throw notFound('No company has this slug.');
  return companyView(row);
}

export type LockedCompany = CompanyRow;

async function lockCompany(tx: Tx, slug: string): Promise<LockedCompany> {
  const [current] = await tx.select(companyColumns).from(companies).where(eq(companies.slug, slug)).for('update').limit(1);
  if (!current) throw notFound('No company has this slug.');
  return current;
}

/** Companies locked for one change, in id order (two changes locking several never wait on each other). */
export async function lockCompanies(tx: Tx, slugs: readonly string[]): Promise<LockedCompany[]> {
  if (!slugs.length) return [];
  const rows = await tx
    .select(companyColumns)
    .from(companies)
    .where(inArray(companies.slug, [...slugs]))
    .orderBy(asc(companies.id))
    .for('update');
  return rows;
}

/** What the approver reads of a company change: each field it changes, before and after. */
const COMPANY_CHANGE_LABELS: { field: keyof CompanyPatchInput & keyof ReturnType<typeof companyView>; label: string; money: boolean }[] = [
  { field: 'pricePaise', label: PRICE_FIELD_LABELS.pricePaise, money: true },
  { field: 'partnerPricePaise', label: PRICE_FIELD_LABELS.partnerPricePaise, money: true },
  { field: 'buybackPricePaise', label: PRICE_FIELD_LABELS.buybackPricePaise, money: true },
  { field: 'availableQuantity', label: 'Available quantity', money: false },
  { field: 'minQuantity', label: 'Minimum lot', money: false },
  { field: 'status', label: 'Status', money: false },
];

const shownValue = (value: string | number | null, money: boolean) =>
  value === null ? '—' : typeof value === 'number' ? (money ? formatPaise(value) : formatNumber(value)) : value;

function companyChanges(current: LockedCompany, input: CompanyPatchInput): ApprovalChange[] {
  const before = companyView(current);
  return COMPANY_CHANGE_LABELS.flatMap(({ field, label, money }) => {
    const after = input[field];
    if (after === undefined || after === before[field]) return [];
    return [{ label, before: shownValue(before[field], money), after: shownValue(after, money) }];
  });
}

/** The fields of a company a proposal was made against, as they stood (the approval is stale once one moves). */
type CompanyBasis = Pick<
  ReturnType<typeof companyView>,
  'pricePaise' | 'partnerPricePaise' | 'buybackPricePaise' | 'minQuantity' | 'status'
>;
const BASIS_FIELDS = ['pricePaise', 'partnerPricePaise', 'buybackPricePaise', 'minQuantity', 'status'] as const;

/**
 * A company change waiting for approval: the available quantity it was proposed against (approving applies
 * the same difference to today's stock, which orders move all day), and the other fields it changes as they
 * stood (`basis`: approving after one of them moved is refused as stale).
 */
export type CompanyProposal = CompanyPatchInput & { availableQuantityBefore?: number; basis?: Partial<CompanyBasis> };

const basisOf = (current: LockedCompany, input: CompanyPatchInput): Partial<CompanyBasis> => {
  const view = companyView(current);
  return Object.fromEntries(BASIS_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, view[field]]));
};

/** The basis fields that moved since the proposal, as "Investor price is now ₹12.99" (empty while it holds). */
function movedSince(proposal: CompanyProposal, current: LockedCompany): string[] {
  const view = companyView(current);
  return COMPANY_CHANGE_LABELS.flatMap(({ field, label, money }) => {
    if (field === 'availableQuantity' || !proposal.basis || !(field in proposal.basis)) return [];
    const was = proposal.basis[field as keyof CompanyBasis];
    return was === view[field] ? [] : [`${label} is now ${shownValue(view[field], money)} (was ${shownValue(was ?? null, money)})`];
  });
}

/** The three prices a change leaves (what it sets, the rest as they are). */
const pricesAfter = (current: LockedCompany, input: CompanyPatchInput): CompanyPrices => ({
  pricePaise: input.pricePaise ?? current.pricePaise,
  partnerPricePaise: input.partnerPricePaise ?? current.partnerPricePaise,
  buybackPricePaise: input.buybackPricePaise ?? current.buybackPricePaise,
});

/** The reference a change of this company is measured from at `now` (lib/prices/controls.ts). */
async function referenceFor(tx: Tx, company: LockedCompany, now: Date): Promise<PriceReference> {
  const holidays = company.pricesChangedAt ? await holidaysFrom(tx, istDate(company.pricesChangedAt)) : new Set<string>();
  return referencePrices(company, now, holidays);
}

/** 400 naming the field when the prices a change leaves are out of order (buy-back ≤ partner ≤ investor, the floor). */
async function assertPricesInOrder(tx: Tx, prices: CompanyPrices, status: 400 | 409 = 400) {
  const { partnerPriceFloorPercent } = await getPlatformSettings(tx);
  const errors = priceOrderErrors(prices, partnerPriceFloorPercent);
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(status, first, { errors });
}

/** "Investor price of Acme from ₹112.00 to ₹120.00 (+7.1% today; +20.0% from ₹100.00, the last price approved or settled)". */
function priceSummary(current: LockedCompany, next: CompanyPrices, reference: PriceReference, fields: readonly PriceField[]) {
  return fields
    .map((field) => {
      const from = current[field];
      const to = next[field];
      const today = `${percentMove(from, to)} today`;
      const since =
        reference[field] === from
          ? ''
          : `; ${percentMove(reference[field], to)} from ${shownValue(reference[field], true)}, the last price approved or settled`;
      return `${PRICE_FIELD_LABELS[field]} of ${current.name} from ${shownValue(from, true)} to ${shownValue(to, true)} (${today}${since})`;
    })
    .join('; ');
}

/**
 * Changes a company's prices, stock, lot and status. Setting the available quantity adds (or takes
 * away) that many shares from what operators have added, so the stock invariant keeps holding.
 * A new investor price records its source and note, becomes today's point of the public price history
 * and its "last updated" time. Prices out of order are a 400 on the field, before anything else. An
 * investor, partner or buy-back price beyond the four-eyes threshold from the last approved or settled
 * price (counted across steps), or any change of the available quantity, is not made: the whole change
 * waits for another person's approval (`approval` in the answer).
 */
export async function updateAdminCompany(db: Db, operatorId: number, slug: string, input: CompanyPatchInput, now = new Date()) {
  const approvalId = await db.transaction(async (tx) => {
    const current = await lockCompany(tx, slug);
    const next = pricesAfter(current, input);
    await assertPricesInOrder(tx, next);
    const { priceApprovalPercent } = await getPlatformSettings(tx);
    const reference = await referenceFor(tx, current, now);
    const beyond = fieldsBeyondThreshold(reference, next, priceApprovalPercent);
    const quantityChanges = input.availableQuantity !== undefined && input.availableQuantity !== current.availableQuantity;
    const proposal: CompanyProposal = {
      ...input,
      ...(quantityChanges && { availableQuantityBefore: current.availableQuantity }),
      basis: basisOf(current, input),
    };
    if (beyond.length) {
      return propose(tx, operatorId, {
        kind: 'price_change',
        entity: 'company',
        entityId: slug,
        payload: proposal,
        summary: priceSummary(current, next, reference, beyond),
        changes: companyChanges(current, input),
      });
    }
    if (quantityChanges && input.availableQuantity !== undefined) {
      const difference = input.availableQuantity - current.availableQuantity;
      return propose(tx, operatorId, {
        kind: 'inventory_change',
        entity: 'company',
        entityId: slug,
        payload: proposal,
        summary: `Available shares of ${current.name} from ${formatNumber(current.availableQuantity)} to ${formatNumber(input.availableQuantity)} (${difference > 0 ? '+' : ''}${formatNumber(difference)})`,
        changes: companyChanges(current, input),
      });
    }
    await applyCompanyChange(tx, operatorId, current, input, now);
    return null;
  });
  if (approvalId === null) await afterCompanyChange(db, slug);
  return { ...(await getAdminCompany(db, slug)), approval: approvalId === null ? null : { id: approvalId } };
}

/** What moved since a pending company change was proposed (null while it holds): the approver is told, and it is set aside. */
export async function companyProposalStale(tx: Tx, slug: string, proposal: CompanyProposal): Promise<string | null> {
  const current = await lockCompany(tx, slug);
  const moved = movedSince(proposal, current);
  return moved.length ? moved.join('; ') : null;
}

/**
 * Applies an approved change (lib/server/services/approvalActions.ts), inside the approval's transaction.
 * Refused when a field it changes moved since it was proposed (409 approval_stale) or when the prices it
 * leaves would be out of order (409 naming the field). A new available quantity applies the difference
 * proposed to today's stock (orders may have reserved shares meanwhile); 409 when that would leave fewer than none.
 */
export async function applyApprovedCompanyChange(tx: Tx, approverId: number, slug: string, proposal: CompanyProposal, approvalId: number) {
  const { availableQuantityBefore, basis: _basis, ...input } = proposal;
  const current = await lockCompany(tx, slug);
  const moved = movedSince(proposal, current);
  if (moved.length) throw staleApproval(moved.join('; '));
  if (input.availableQuantity !== undefined && availableQuantityBefore !== undefined) {
    input.availableQuantity = current.availableQuantity + (input.availableQuantity - availableQuantityBefore);
    if (input.availableQuantity < 0) {
      throw conflict(
        `Only ${formatNumber(current.availableQuantity)} shares of ${current.name} are available now: this change would leave fewer than none. Reject it and propose another.`,
      );
    }
  }
  await assertPricesInOrder(tx, pricesAfter(current, input), 409);
  await applyCompanyChange(tx, approverId, current, input, new Date(), approvalId);
}

/** After a company's change commits: the watch-list alerts it fired are sent, its public pages rendered again. */
export async function afterCompanyChange(db: Db, slug: string) {
  await afterCompaniesChange(db, [slug]);
}

/** afterCompanyChange for several companies changed in one transaction (a price file). */
export async function afterCompaniesChange(db: Db, slugs: readonly string[]) {
  kickOutbox(db);
  await refreshPublicPages(slugs.flatMap(companyPages));
}

/** The checks a price file's row passes under the same rules as the form (lib/server/services/priceImports.ts). */
export async function companyChangeChecks(tx: Tx, company: LockedCompany, input: CompanyPatchInput, now: Date) {
  const next = pricesAfter(company, input);
  const { priceApprovalPercent, partnerPriceFloorPercent } = await getPlatformSettings(tx);
  const reference = await referenceFor(tx, company, now);
  return {
    errors: priceOrderErrors(next, partnerPriceFloorPercent),
    beyond: fieldsBeyondThreshold(reference, next, priceApprovalPercent),
  };
}

/** Makes a checked change to a locked company (its history point, watch alerts and audit entry), inside the caller's transaction. */
export async function applyCompanyChange(
  tx: Tx,
  operatorId: number,
  current: LockedCompany,
  input: CompanyPatchInput,
  now: Date,
  approvalId?: number,
) {
  const set: Omit<Partial<typeof companies.$inferInsert>, 'previousPricePaise'> & { previousPricePaise?: SQL } = { updatedAt: now };
  if (input.status) set.status = companyStatusFromCode(input.status);
  if (input.partnerPricePaise !== undefined) set.brokerPricePaise = input.partnerPricePaise;
  if (input.buybackPricePaise !== undefined) set.buybackPricePaise = input.buybackPricePaise;
  if (input.minQuantity !== undefined) set.minQuantity = input.minQuantity;
  // Four eyes across steps: the first step away from settled prices keeps them as the reference; an
  // approved change makes its prices the reference (lib/prices/controls.ts).
  const prices = pricesAfter(current, input);
  if (Object.keys(PRICE_FIELD_LABELS).some((field) => prices[field as PriceField] !== current[field as PriceField])) {
    set.priceReference = approvalId === undefined ? await referenceFor(tx, current, now) : { ...prices, since: now.toISOString() };
    set.pricesChangedAt = now;
  }
  if (input.availableQuantity !== undefined) {
    const delta = input.availableQuantity - current.availableQuantity;
    set.availableQuantity = input.availableQuantity;
    set.addedQuantity = current.addedQuantity + delta;
  }
  if (input.pricePaise !== undefined && input.pricePaise !== current.pricePaise) {
    const source = input.priceSource ?? 'desk_estimate';
    const note = input.priceNote || null;
    const point = { pricePaise: input.pricePaise, source, note };
    set.pricePaise = input.pricePaise;
    set.priceUpdatedAt = now;
    set.priceSource = source;
    set.priceNote = note;
    if (input.priceCorrection) await correctLatestPricePoint(tx, current.id, now, point);
    else await recordPricePoint(tx, current.id, now, point);
    // The week-ago price from the history as it now stands; where it does not reach back a week, the
    // price before this change (a correction keeps the one before the mistake).
    const fallback = input.priceCorrection ? sql`${companies.previousPricePaise}` : sql`${current.pricePaise}::bigint`;
    set.previousPricePaise = sql`coalesce(${priceWeekBefore(current.id, istDate(now))}, ${fallback})`;
  }
  await tx.update(companies).set(set).where(eq(companies.id, current.id));
  const price = input.pricePaise ?? current.pricePaise;
  await onCompanyChange(tx, current, current, { pricePaise: price, status: set.status ?? current.status }, now);
  await checkSavedScreens(tx, [current.id], now);
  const before = companyView(current);
  const after = {
    ...before,
    ...input,
    ...(set.addedQuantity !== undefined && { addedQuantity: set.addedQuantity }),
    ...(set.priceUpdatedAt && { priceUpdatedAt: now.toISOString() }),
    ...(approvalId !== undefined && { approvalId }),
  };
  const action = input.priceCorrection && set.pricePaise !== undefined ? 'company.price_correct' : 'company.update';
  await audit(tx, operatorId, { action, entity: 'company', entityId: current.slug, before, after });
  // Pending proposals made against values this change moved would apply to a record nobody reviewed.
  const changed: LockedCompany = {
    ...current,
    ...prices,
    minQuantity: input.minQuantity ?? current.minQuantity,
    status: set.status ?? current.status,
  };
  await retireStaleApprovalsOn(
    tx,
    operatorId,
    { kinds: ['price_change', 'inventory_change'], entity: 'company', entityId: current.slug, except: approvalId },
    (payload) => movedSince(payload as CompanyProposal, changed).length === 0,
    `changed by ${approvalId === undefined ? 'a direct change' : `approval ${String(approvalId)}`}`,
  );
}
