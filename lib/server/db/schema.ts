// One PostgreSQL schema for both the embedded PGlite database and a PostgreSQL server.
// Money is integer paise (bigint, number mode: exact up to ₹90 lakh crore), never a float.
import { sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import type { TdsBasis } from '@/lib/commission';
import type { PriceReference } from '@/lib/prices/controls';
import type { CodeChannel } from '@/lib/validations/otp';
import type { PriceImportRow } from '@/lib/validations/priceImport';

// Relative imports: drizzle-kit loads this file without the `@/` alias (type-only imports are erased).
import { STAFF_INVITATION_PURPOSES, STAFF_ROLES, type StaffInvitationPurpose, type StaffRole } from '../../permissions';
import { ARTICLE_STATES, type ArticleState } from '../../status/articles';
import { ASSET_CLASSES, type AssetClass } from '../../status/assetClasses';
import { APPROVAL_KINDS, APPROVAL_STATUSES, type ApprovalChange, type ApprovalKind, type ApprovalStatus } from '../../status/approvals';
import { BANK_ACCOUNT_STATUSES, type BankAccountStatus } from '../../status/bankAccounts';
import { COMMISSION_STATUSES, type CommissionStatus } from '../../status/commissions';
import { STATEMENT_FORMATS, type StatementFormat } from '../../status/bankStatements';
import { COMPANY_STATUSES, type CompanyStatus } from '../../status/companies';
import { IPO_EXCHANGES, IPO_MILESTONE_KINDS, type IpoExchange, type IpoMilestoneKind } from '../../status/ipo';
import { INBOX_STATUSES, PUBLICATION_STATUSES, type InboxStatus, type PublicationStatus } from '../../status/inbox';
import { KYC_DOCUMENT_KINDS, KYC_RECORD_STATUSES, type KycChecklistItem, type KycDocumentKind, type KycStatus } from '../../status/kyc';
import { ORDER_STATUSES, type OrderStatus } from '../../status/orders';
import { PRICE_IMPORT_STATUSES, PRICE_SOURCES, type PriceImportStatus, type PriceSource } from '../../status/prices';
import { NOTE_SUBJECTS, PARTNER_STATUSES, type NoteSubject, type PartnerStatus } from '../../status/people';
import {
  ACCEPTANCE_SOURCES,
  CONSENT_PURPOSES,
  CONSENT_SOURCES,
  EXPORT_STATUSES,
  PRIVACY_ACCOUNT_KINDS,
  type AcceptanceSource,
  type ConsentPurpose,
  type ConsentSource,
  type ExportStatus,
  type PrivacyAccountKind,
} from '../../status/privacy';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../../status/proposals';
import { SELL_STATUSES, type SellStatus } from '../../status/sales';
import { TICKET_STATUSES, type TicketStatus } from '../../status/tickets';

export type { CommissionStatus, CompanyStatus, KycStatus, OrderStatus, ProposalStatus, SellStatus };
export type SupportTicketStatus = TicketStatus;

/** `column in ('a', 'b')` for a CHECK constraint, from a status list in lib/status (literals: a check cannot take parameters). */
const isOneOf = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} in ${sql.raw(`(${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')})`)}`;

const money = (name: string) => bigint(name, { mode: 'number' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
/** A moment that defaults to the row's insertion. */
const stamped = (name: string) => timestamptz(name).notNull().defaultNow();
const createdAt = () => stamped('created_at');
/** created_at and updated_at, both now at insertion; services move updated_at on every change. */
const timestamps = () => ({ createdAt: createdAt(), updatedAt: stamped('updated_at') });
/** A text[] column, empty by default (tags, peers, speakers…). */
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

type OnDelete = 'cascade' | 'restrict' | 'set null';
/** A required link to another table's id. */
const link = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) => integer(name).notNull().references(target, { onDelete });
/** An optional link to another table's id: null when there is none (or it was deleted). */
const optionalLink = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) => integer(name).references(target, { onDelete });
/** The investor and the company a row is about (cart, watch list, orders, sales, holdings…). */
const investorAndCompany = (onDelete: OnDelete) => ({
  userId: link('user_id', () => users.id, onDelete),
  companyId: link('company_id', () => companies.id, onDelete),
});

/**
 * Data rights on an investor's or partner's account (docs/data-retention.md): closed at the owner's erasure
 * request (sign-in refused, like disabled), erased by the sweep 48 hours later (erasure_due_at), its kept
 * records (KYC, transactions) deleted at keep_until unless an operator holds them (legal_hold).
 */
const dataRights = () => ({
  closedAt: timestamptz('closed_at'),
  erasureDueAt: timestamptz('erasure_due_at'),
  erasedAt: timestamptz('erased_at'),
  keepUntil: timestamptz('keep_until'),
  legalHold: boolean('legal_hold').notNull().default(false),
});

export type CompanyCategory = 'unlisted' | 'startup' | 'pre-ipo';
export type Depository = 'NSDL' | 'CDSL' | 'NSDL & CDSL';

export interface ManagementMember {
  name: string;
  role: string;
}
export interface ShareholdingSlice {
  holder: string;
  percent: number;
}
export interface QuestionAnswer {
  question: string;
  answer: string;
}

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    urlName: text('url_name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    sector: text('sector').notNull(),
    category: text('category').$type<CompanyCategory>().notNull(),
    status: text('status').$type<CompanyStatus>().notNull(),
    isin: text('isin'),
    depository: text('depository').$type<Depository>(),
    faceValuePaise: money('face_value_paise').notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    pricePaise: money('price_paise').notNull(),
    brokerPricePaise: money('broker_price_paise').notNull(),
    previousPricePaise: money('previous_price_paise'),
    priceUpdatedAt: stamped('price_updated_at'),
    // Where the current price comes from (lib/status/prices.ts) and the desk's note on it.
    priceSource: text('price_source').$type<PriceSource>().notNull().default('desk_estimate'),
    priceNote: text('price_note'),
    sharesOutstanding: money('shares_outstanding'),
    about: text('about'),
    founded: integer('founded'),
    headquarters: text('headquarters'),
    management: jsonb('management').$type<ManagementMember[]>().notNull().default([]),
    shareholding: jsonb('shareholding').$type<ShareholdingSlice[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<QuestionAnswer[]>().notNull().default([]),
    peers: textList('peers'),
    ipoStatus: text('ipo_status'),
    rank: integer('rank'),
    // Startups only: funding stage, capital raised so far, and the smallest ticket offered.
    stage: text('stage'),
    amountRaisedPaise: money('amount_raised_paise'),
    minInvestmentPaise: money('min_investment_paise'),
    // The platform's inventory (set by operators). Invariant, per company:
    // available + reserved + delivered = added (every share operators ever put up for sale).
    availableQuantity: money('available_quantity').notNull().default(0),
    reservedQuantity: money('reserved_quantity').notNull().default(0),
    deliveredQuantity: money('delivered_quantity').notNull().default(0),
    addedQuantity: money('added_quantity').notNull().default(0),
    // What the platform pays per share when an investor sells; null: no quote, selling is closed.
    buybackPricePaise: money('buyback_price_paise'),
    // Four eyes counted across steps (lib/prices/controls.ts): the prices a second person approved, or that
    // stood a whole working day, from which the next change's move is measured; null: today's prices.
    priceReference: jsonb('price_reference').$type<PriceReference>(),
    // When the investor, partner or buy-back price last changed (null: not since the reference was kept).
    pricesChangedAt: timestamptz('prices_changed_at'),
    // On the public pages from this time on; null: a draft only the console sees (services/companies.ts publishedCompany).
    publishedAt: timestamptz('published_at').defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('companies_slug_key').on(t.slug),
    uniqueIndex('companies_url_name_key').on(t.urlName),
    index('companies_lower_name_idx').on(sql`lower(${t.name})`),
    // Header search: `name ilike '%…%'` through trigrams (pg_trgm, loaded by the migration and by PGlite's client).
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('companies_rank_idx').on(t.rank),
    // The drafts (a few startups): publishedCompany()'s counterpart reads them without scanning every company.
    index('companies_draft_idx')
      .on(t.id)
      .where(sql`${t.publishedAt} is null`),
    index('companies_sector_idx').on(t.sector),
    index('companies_category_name_idx').on(t.category, t.name),
    // Company Records' sorts (services/companies.ts SORT_ORDER), each with its id tie-break, so a page is
    // read off an index instead of sorting every company.
    index('companies_price_asc_idx').on(t.pricePaise.asc(), t.id),
    index('companies_price_desc_idx').on(sql`${t.pricePaise} desc`, t.id),
    index('companies_change_asc_idx').on(
      sql`((${t.pricePaise} - ${t.previousPricePaise})::float8 / nullif(${t.previousPricePaise}, 0)) asc nulls last`,
      t.id,
    ),
    index('companies_change_desc_idx').on(
      sql`((${t.pricePaise} - ${t.previousPricePaise})::float8 / nullif(${t.previousPricePaise}, 0)) desc nulls last`,
      t.id,
    ),
    index('companies_valuation_asc_idx').on(sql`(${t.pricePaise}::numeric * ${t.sharesOutstanding}) asc nulls last`, t.id),
    index('companies_valuation_desc_idx').on(sql`(${t.pricePaise}::numeric * ${t.sharesOutstanding}) desc nulls last`, t.id),
    check(
      'companies_inventory_check',
      sql`${t.availableQuantity} >= 0 and ${t.reservedQuantity} >= 0 and ${t.deliveredQuantity} >= 0 and ${t.availableQuantity} + ${t.reservedQuantity} + ${t.deliveredQuantity} = ${t.addedQuantity}`,
    ),
    check('companies_status_check', isOneOf(t.status, COMPANY_STATUSES)),
    check('companies_price_source_check', isOneOf(t.priceSource, PRICE_SOURCES)),
  ],
);

export const companyPrices = pgTable(
  'company_prices',
  {
    companyId: link('company_id', () => companies.id, 'cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    pricePaise: money('price_paise').notNull(),
    // The day's last change: where it came from and its note (null for points before sources were kept).
    source: text('source').$type<PriceSource>(),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] }), check('company_prices_source_check', isOneOf(t.source, PRICE_SOURCES))],
);

export const companyFundamentals = pgTable(
  'company_fundamentals',
  {
    companyId: link('company_id', () => companies.id, 'cascade'),
    // Indian financial year, named by its closing year: 'FY2025' runs April 2024 to March 2025.
    fiscalYear: text('fiscal_year').notNull(),
    revenuePaise: money('revenue_paise').notNull(),
    ebitdaPaise: money('ebitda_paise').notNull(),
    netProfitPaise: money('net_profit_paise').notNull(),
    epsPaise: money('eps_paise').notNull(),
    bookValuePerSharePaise: money('book_value_per_share_paise').notNull(),
    debtPaise: money('debt_paise').notNull(),
    netWorthPaise: money('net_worth_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fiscalYear] })],
);

/**
 * The screener's row per company: the price-derived and latest-year ratios computed once, so filters
 * and sorts are plain indexed columns. Kept by triggers (migration 0010) in the same statement as any
 * write to companies or company_fundamentals; never written by the application.
 */
export const companyScreener = pgTable(
  'company_screener',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    sector: text('sector').notNull(),
    category: text('category').$type<CompanyCategory>().notNull(),
    status: text('status').$type<CompanyStatus>().notNull(),
    pricePaise: money('price_paise').notNull(),
    previousPricePaise: money('previous_price_paise'),
    sharesOutstanding: money('shares_outstanding'),
    changePercent: doublePrecision('change_percent'),
    valuationCrore: doublePrecision('valuation_crore'),
    fiscalYear: text('fiscal_year'),
    pe: doublePrecision('pe'),
    pb: doublePrecision('pb'),
    roe: doublePrecision('roe'),
    growth: doublePrecision('growth'),
  },
  (t) => {
    // One index per sort the screener offers, in its exact order (figure, then name and id; missing
    // figures last either way), so a page is read off an index instead of sorting every company.
    const sortable = {
      sector: t.sector,
      category: t.category,
      status: t.status,
      price: t.pricePaise,
      change: t.changePercent,
      valuation: t.valuationCrore,
      pe: t.pe,
      pb: t.pb,
      roe: t.roe,
      growth: t.growth,
    };
    return [
      index('company_screener_name_asc_idx').on(t.name.asc(), t.companyId),
      index('company_screener_name_desc_idx').on(t.name.desc(), t.companyId),
      ...Object.entries(sortable).flatMap(([key, column]) => [
        index(`company_screener_${key}_asc_idx`).on(column.asc().nullsLast(), t.name, t.companyId),
        index(`company_screener_${key}_desc_idx`).on(column.desc().nullsLast(), t.name, t.companyId),
      ]),
    ];
  },
);

/**
 * How many companies have each sector, category and status: the totals of Company Records and of an
 * unfiltered screener without counting 10,000 rows. Kept by triggers (migration 0011) in the writer's
 * transaction; never written by the application.
 */
export const companyCounts = pgTable(
  'company_counts',
  {
    sector: text('sector').notNull(),
    category: text('category').$type<CompanyCategory>().notNull(),
    status: text('status').$type<CompanyStatus>().notNull(),
    companies: integer('companies').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sector, t.category, t.status] })],
);

export type ArticleCategory = 'private-equity' | 'startups' | 'real-estate' | 'in-the-news';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category').$type<ArticleCategory>().notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    coverImage: text('cover_image'),
    author: text('author').notNull(),
    /** Public from publishedAt on when 'published' (a future time: scheduled); lib/status/articles.ts. */
    publishedAt: timestamptz('published_at').notNull(),
    status: text('status').$type<ArticleState>().notNull().default('published'),
    tags: textList('tags'),
    relatedCompanies: textList('related_companies'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    check('articles_status_check', isOneOf(t.status, ARTICLE_STATES)),
    index('articles_category_published_idx').on(t.category, t.publishedAt),
    index('articles_published_idx').on(t.publishedAt),
    // Article search: match with to_tsvector('english', title || ' ' || summary) @@ websearch_to_tsquery(...).
    index('articles_search_idx').using('gin', sql`to_tsvector('english', ${t.title} || ' ' || ${t.summary})`),
  ],
);

/**
 * The addresses an article had before it moved: each old slug answers a permanent redirect to the
 * article's slug of today (through its id, so a chain A → B → C sends A straight to C).
 */
export const articleRedirects = pgTable(
  'article_redirects',
  {
    slug: text('slug').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('article_redirects_article_idx').on(t.articleId)],
);

/** Published articles per category (scheduled ones included: the lists subtract them); the article lists' totals without counting 100,000 rows. Kept by triggers (migration 0011). */
export const articleCounts = pgTable('article_counts', {
  category: text('category').$type<ArticleCategory>().primaryKey(),
  articles: integer('articles').notNull(),
});

export const glossaryTerms = pgTable(
  'glossary_terms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    slug: text('slug').notNull(),
    definition: text('definition').notNull(),
  },
  (t) => [uniqueIndex('glossary_terms_slug_key').on(t.slug)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faqs_category_position_idx').on(t.category, t.position)],
);

export const webcasts = pgTable(
  'webcasts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    videoUrl: text('video_url').notNull(),
    thumbnail: text('thumbnail'),
    durationSeconds: integer('duration_seconds').notNull(),
    speakers: textList('speakers'),
    publishedAt: timestamptz('published_at').notNull(),
    // Drafts stay off /Webcast until the content desk publishes them.
    status: text('status').$type<PublicationStatus>().notNull().default('published'),
  },
  (t) => [uniqueIndex('webcasts_slug_key').on(t.slug), check('webcasts_status_check', isOneOf(t.status, PUBLICATION_STATUSES))],
);

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    firm: text('firm'),
    city: text('city'),
    passwordHash: text('password_hash').notNull(),
    profileImage: text('profile_image'),
    partnershipCode: text('partnership_code').notNull(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    // Pending from sign-up until the desk approves (or rejects) them; partners from before approvals are approved.
    status: text('status').$type<PartnerStatus>().notNull().default('approved'),
    // A disabled partner cannot sign in; disabling ends their sessions.
    disabledAt: timestamptz('disabled_at'),
    ...dataRights(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partners_email_key').on(t.email),
    uniqueIndex('partners_phone_key').on(t.phone),
    uniqueIndex('partners_partnership_code_key').on(t.partnershipCode),
    check('partners_status_check', isOneOf(t.status, PARTNER_STATUSES)),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    // Null for an account opened with Google until the investor adds a mobile number.
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    profileImage: text('profile_image'),
    userUniqueCode: text('user_unique_code').notNull(),
    partnerId: optionalLink('partner_id', () => partners.id, 'set null'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    // A disabled investor cannot sign in; disabling ends their sessions.
    disabledAt: timestamptz('disabled_at'),
    ...dataRights(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_user_unique_code_key').on(t.userUniqueCode),
    index('users_partner_idx').on(t.partnerId),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    deviceType: text('device_type').notNull(),
    createdAt: createdAt(),
    // Set by the one-click link in a newsletter email or by staff; the address is kept so a resubscribe is one row.
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(t.email)],
);

// The specification's "checkOut" list: shares an investor has put in the cart.
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    ...investorAndCompany('cascade'),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId, t.createdAt), uniqueIndex('cart_items_user_company_key').on(t.userId, t.companyId)],
);

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    ...investorAndCompany('cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

export const realEstateListings = pgTable(
  'real_estate_listings',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    propertyType: text('property_type').notNull(),
    // Price in the listing's own currency, in its minor unit (cents, fils…), and its INR value.
    currency: text('currency').notNull(),
    priceMinor: money('price_minor').notNull(),
    priceInrPaise: money('price_inr_paise').notNull(),
    areaSqft: integer('area_sqft').notNull(),
    bedrooms: integer('bedrooms'),
    description: text('description').notNull(),
    image: text('image'),
    // Drafts stay off /Global-Real-Estate until the content desk publishes them.
    status: text('status').$type<PublicationStatus>().notNull().default('published'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('real_estate_listings_slug_key').on(t.slug),
    index('real_estate_listings_country_city_idx').on(t.country, t.city),
    check('real_estate_listings_status_check', isOneOf(t.status, PUBLICATION_STATUSES)),
  ],
);

export const realEstateEnquiries = pgTable('real_estate_enquiries', {
  id: serial('id').primaryKey(),
  listingId: optionalLink('listing_id', () => realEstateListings.id, 'set null'),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Where staff are with an inbox's message (lib/status/inbox.ts): its status, their note, who handled it and when. */
const inboxHandling = () => ({
  status: text('status').$type<InboxStatus>().notNull().default('new'),
  staffNote: text('staff_note'),
  handledBy: optionalLink('handled_by', () => operators.id, 'set null'),
  handledAt: timestamptz('handled_at'),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    ...inboxHandling(),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    check('contact_messages_status_check', isOneOf(t.status, INBOX_STATUSES)),
  ],
);

export const careerOpenings = pgTable(
  'career_openings',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    employmentType: text('employment_type').notNull(),
    description: text('description').notNull(),
    postedAt: timestamptz('posted_at').notNull(),
    open: boolean('open').notNull().default(true),
  },
  (t) => [uniqueIndex('career_openings_slug_key').on(t.slug)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const careerApplications = pgTable(
  'career_applications',
  {
    id: serial('id').primaryKey(),
    openingId: link('opening_id', () => careerOpenings.id, 'cascade'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    coverNote: text('cover_note'),
    // Kept in the database (not on one server's disk) so every app instance can serve it.
    resumeFileName: text('resume_file_name').notNull(),
    resume: bytea('resume').notNull(),
    createdAt: createdAt(),
    ...inboxHandling(),
  },
  (t) => [
    index('career_applications_status_created_idx').on(t.status, t.createdAt),
    check('career_applications_status_check', isOneOf(t.status, INBOX_STATUSES)),
  ],
);

export type OneTimeCodePurpose = 'sign-in' | 'verify' | 'reset' | 'change-email' | 'change-phone' | 'bank-account' | 'close-account';
export type { CodeChannel };

// Six-digit codes sent by email or SMS. Only a hash is kept; each is used once.
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    role: text('role').$type<'user' | 'partner'>().notNull(),
    purpose: text('purpose').$type<OneTimeCodePurpose>().notNull(),
    channel: text('channel').$type<CodeChannel>().notNull(),
    // The address the code went to (normalised email or 10-digit mobile number).
    destination: text('destination').notNull(),
    // The account it belongs to; null when no account has the destination (nothing is sent then).
    accountId: integer('account_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.role, t.purpose, t.destination, t.createdAt)],
);

export type DematDepository = 'NSDL' | 'CDSL';

// An investor's KYC: one row per investor, created when they first submit.
export const kycRecords = pgTable(
  'kyc_records',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pan: text('pan').notNull(),
    depository: text('depository').$type<DematDepository>().notNull(),
    // NSDL: DP id "IN" + 6 digits and an 8-digit client id; CDSL: one 16-digit id (DP 8 + client 8).
    dpId: text('dp_id').notNull(),
    clientId: text('client_id').notNull(),
    bankAccountName: text('bank_account_name').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    status: text('status').$type<Exclude<KycStatus, 'not_started'>>().notNull().default('submitted'),
    rejectionReason: text('rejection_reason'),
    // The checklist items a rejection names for the investor to fix (empty for a rejection made before the checklist).
    rejectionFix: jsonb('rejection_fix').$type<KycChecklistItem[]>().notNull().default([]),
    submittedAt: stamped('submitted_at'),
    reviewedAt: timestamptz('reviewed_at'),
  },
  // One PAN, one investor account: a PAN can be verified on one account only.
  (t) => [
    uniqueIndex('kyc_records_verified_pan_key')
      .on(t.pan)
      .where(sql`${t.status} = 'verified'`),
    check('kyc_records_status_check', isOneOf(t.status, KYC_RECORD_STATUSES)),
  ],
);

// The documents of an investor's KYC, in the upload store (UPLOAD_DIR or the S3 bucket) under kyc/<key>.
// A new upload of a kind supersedes the previous one (kept, with superseded_at, for the record).
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: serial('id').primaryKey(),
    userId: link('user_id', () => users.id, 'cascade'),
    kind: text('kind').$type<KycDocumentKind>().notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: stamped('uploaded_at'),
    supersededAt: timestamptz('superseded_at'),
  },
  (t) => [
    uniqueIndex('kyc_documents_current_key')
      .on(t.userId, t.kind)
      .where(sql`${t.supersededAt} is null`),
    check('kyc_documents_kind_check', isOneOf(t.kind, KYC_DOCUMENT_KINDS)),
  ],
);

// ---- Operators, orders, holdings, sales ----

// The people who run the desk: password plus an authenticator app (TOTP secret, base32).
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    // The 30-second step of the last code accepted: a code is good once (RFC 6238, section 5.2).
    totpLastStep: money('totp_last_step'),
    // A disabled operator cannot sign in; disabling ends their sessions.
    disabledAt: timestamptz('disabled_at'),
    // Sign-in failures counted before this no longer lock the operator out (`operator:unlock`).
    lockoutClearedAt: timestamptz('lockout_cleared_at'),
    // A new authenticator secret being enrolled: it replaces totpSecret once a code from it is confirmed.
    totpPendingSecret: text('totp_pending_secret'),
    // What they may do in the console (lib/permissions.ts): one role or more; everyone before roles is an admin.
    roles: text('roles')
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{admin}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operators_email_key').on(t.email),
    check(
      'operators_roles_check',
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ ${sql.raw(`array[${STAFF_ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`)}`,
    ),
  ],
);

// One-time links a staff member follows to join (set a password, enrol an authenticator) or, after an
// admin reset it, to enrol a new authenticator. Only the SHA-256 of the token is kept; a new link for the
// same person replaces the old one (it is marked used).
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<StaffInvitationPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => operators.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash),
    index('staff_invitations_operator_idx').on(t.operatorId),
    check('staff_invitations_purpose_check', isOneOf(t.purpose, STAFF_INVITATION_PURPOSES)),
  ],
);

// Four eyes: a change one staff member proposed, waiting for (or decided by) another. The change itself
// is the payload, applied as it stands when approved.
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    payload: jsonb('payload').notNull(),
    // One line for the queue: "Price of Acme from ₹100.00 to ₹130.00 (+30%)".
    summary: text('summary').notNull(),
    // What the approver reads before deciding: each changed value before and after, formatted.
    changes: jsonb('changes').$type<ApprovalChange[]>().notNull().default([]),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    proposedBy: integer('proposed_by').references(() => operators.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => operators.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('approvals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('approvals_status_check', isOneOf(t.status, APPROVAL_STATUSES)),
    check('approvals_kind_check', isOneOf(t.kind, APPROVAL_KINDS)),
  ],
);

// A bulk price file as previewed: its rows (each with the company's values then, the new ones, and why a
// row is refused) kept until it is applied, at once or after a second person's approval.
export const priceImports = pgTable(
  'price_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    rows: jsonb('rows').$type<PriceImportRow[]>().notNull(),
    status: text('status').$type<PriceImportStatus>().notNull().default('pending'),
    createdBy: optionalLink('created_by', () => operators.id, 'set null'),
    approvalId: optionalLink('approval_id', () => approvals.id, 'set null'),
    appliedBy: optionalLink('applied_by', () => operators.id, 'set null'),
    appliedAt: timestamptz('applied_at'),
    createdAt: createdAt(),
  },
  (t) => [check('price_imports_status_check', isOneOf(t.status, PRICE_IMPORT_STATUSES))],
);

// Staff notes on an investor's or a partner's record: what the desk should know next time.
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').$type<NoteSubject>().notNull(),
    subjectId: integer('subject_id').notNull(),
    body: text('body').notNull(),
    operatorId: optionalLink('operator_id', () => operators.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_notes_subject_idx').on(t.subject, t.subjectId, t.createdAt),
    check('staff_notes_subject_check', isOneOf(t.subject, NOTE_SUBJECTS)),
  ],
);

// Every operator action: who, what, on which row, the values before and after. Written in the
// transaction of the change itself.
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: optionalLink('operator_id', () => operators.id, 'set null'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: stamped('at'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

// One row (id = 1): settings operators may change without a release.
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    // The platform fee in basis points of the consideration (100 = 1%); GST is charged on the fee.
    feeRateBps: integer('fee_rate_bps').notNull().default(0),
    // The platform fee on a sale back to the platform, in basis points of the proceeds (GST on it); none by default.
    saleFeeRateBps: integer('sale_fee_rate_bps').notNull().default(0),
    // The depository participant's charge for the debit instruction of one sale, in paise; passed on at cost.
    dpChargePaise: money('dp_charge_paise').notNull().default(0),
    // An order still awaiting payment this long after it was placed expires.
    paymentExpiryHours: integer('payment_expiry_hours').notNull().default(48),
    // Hoarding limits: an investor's orders not yet paid (awaiting payment or payment to check), by count and value.
    maxOpenOrders: integer('max_open_orders').notNull().default(5),
    maxOpenOrderValuePaise: money('max_open_order_value_paise').notNull().default(1_000_000_000),
    // A reported payment not confirmed this long after the report goes to the desk's "payment to check" queue.
    paymentCheckHours: integer('payment_check_hours').notNull().default(24),
    // Four eyes: a price change by more than this percentage waits for a second person's approval.
    priceApprovalPercent: integer('price_approval_percent').notNull().default(10),
    // Four eyes: a commission payout (gross) or a refund above this many paise waits for a second person (0: every one).
    payoutApprovalPaise: money('payout_approval_paise').notNull().default(0),
    refundApprovalPaise: money('refund_approval_paise').notNull().default(0),
    // The partner price may not be set below this share of the investor price (a partner cannot sell at ₹0.01).
    partnerPriceFloorPercent: integer('partner_price_floor_percent').notNull().default(80),
    // One investor's unpaid orders may reserve at most this share of a company's shares on sale; larger blocks go through the desk.
    maxStockSharePercent: integer('max_stock_share_percent').notNull().default(25),
    // A transfer the desk starts is due this many working days (Monday to Friday, India's calendar) later.
    transferWorkingDays: integer('transfer_working_days').notNull().default(2),
    // An open ticket is due an answer this many hours after the customer last wrote (the desk's "tickets by due time").
    ticketResponseHours: integer('ticket_response_hours').notNull().default(24),
    // Who answers grievances (level 1) and escalated ones (level 2): named on /grievance-redressal.
    grievanceOfficerName: text('grievance_officer_name').notNull().default('Ananya Rao'),
    grievanceOfficerEmail: text('grievance_officer_email').notNull().default('grievances@privatebourse.example'),
    grievanceOfficerPhone: text('grievance_officer_phone').notNull().default('+91 22 4000 1100'),
    principalOfficerName: text('principal_officer_name').notNull().default('Vikram Mehta'),
    principalOfficerEmail: text('principal_officer_email').notNull().default('principal.officer@privatebourse.example'),
    principalOfficerPhone: text('principal_officer_phone').notNull().default('+91 22 4000 1199'),
    updatedAt: stamped('updated_at'),
  },
  (t) => [
    check('platform_settings_one_row_check', sql`${t.id} = 1`),
    check('platform_settings_transfer_working_days_check', sql`${t.transferWorkingDays} between 1 and 30`),
    check('platform_settings_ticket_response_hours_check', sql`${t.ticketResponseHours} between 1 and 168`),
    check('platform_settings_sale_fee_rate_bps_check', sql`${t.saleFeeRateBps} between 0 and 1000`),
    check('platform_settings_dp_charge_paise_check', sql`${t.dpChargePaise} between 0 and 100000`),
    check('platform_settings_partner_price_floor_percent_check', sql`${t.partnerPriceFloorPercent} between 50 and 99`),
    check('platform_settings_max_stock_share_percent_check', sql`${t.maxStockSharePercent} between 1 and 100`),
  ],
);

// An investor's acceptance of the risk statement (lib/riskStatement.ts): which version, when. A new version
// of the text must be accepted again before the next purchase.
export const riskAcknowledgements = pgTable(
  'risk_acknowledgements',
  {
    id: serial('id').primaryKey(),
    userId: link('user_id', () => users.id, 'cascade'),
    version: text('version').notNull(),
    acceptedAt: stamped('accepted_at'),
  },
  (t) => [uniqueIndex('risk_acknowledgements_user_version_key').on(t.userId, t.version)],
);

// Market holidays: India's days (Asia/Kolkata) on which a share transfer's working days do not run, as weekends.
export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: stamped('created_at'),
});

export type ActorKind = 'user' | 'partner' | 'operator' | 'system';

/** A row of a record's history: what happened, the status it moved from (none at creation) and to, who did it, when. */
const transitionColumns = <S extends string>() => ({
  event: text('event').notNull(),
  fromStatus: text('from_status').$type<S>(),
  toStatus: text('to_status').$type<S>().notNull(),
  actorKind: text('actor_kind').$type<ActorKind>().notNull(),
  actorId: integer('actor_id'),
  note: text('note'),
  at: stamped('at'),
});
const transitionCheck = (name: string, t: { fromStatus: AnyColumn; toStatus: AnyColumn }, statuses: readonly string[]) =>
  check(name, sql`(${t.fromStatus} is null or ${isOneOf(t.fromStatus, statuses)}) and ${isOneOf(t.toStatus, statuses)}`);

// One bank transfer for a checkout of several companies: one reference and one amount (the sum of its
// orders' totals when placed). The orders stay separate and are tracked together; the UTR reported once
// is written on each of them, and held unique here (the orders' own index leaves grouped orders out).
export const paymentGroups = pgTable(
  'payment_groups',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    userId: link('user_id', () => users.id, 'restrict'),
    totalPaise: money('total_paise').notNull(),
    utr: text('utr'),
    createdAt: stamped('created_at'),
  },
  (t) => [
    uniqueIndex('payment_groups_reference_key').on(t.reference),
    uniqueIndex('payment_groups_utr_key')
      .on(t.utr)
      .where(sql`${t.utr} is not null`),
    index('payment_groups_user_idx').on(t.userId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    // What the investor quotes with the bank transfer, e.g. "PB-B-7K3Q9X2M".
    reference: text('reference').notNull(),
    ...investorAndCompany('restrict'),
    quantity: integer('quantity').notNull(),
    pricePaise: money('price_paise').notNull(),
    considerationPaise: money('consideration_paise').notNull(),
    stampDutyPaise: money('stamp_duty_paise').notNull(),
    feePaise: money('fee_paise').notNull(),
    gstPaise: money('gst_paise').notNull(),
    totalPaise: money('total_paise').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    utr: text('utr'),
    // When the investor reported the UTR (last time, if corrected): the clock of the "payment to check" queue.
    paymentReportedAt: timestamptz('payment_reported_at'),
    paymentReference: text('payment_reference'),
    transferReference: text('transfer_reference'),
    // The day in India (YYYY-MM-DD) the shares are due in the investor's demat: set when the desk starts
    // the transfer, that many working days on (platform settings); overdue from the next day.
    transferDueOn: date('transfer_due_on', { mode: 'string' }),
    reason: text('reason'),
    refundReference: text('refund_reference'),
    expiresAt: timestamptz('expires_at').notNull(),
    ...timestamps(),
    // The partner who earns on this order (the client's referring partner, or the proposal's), and the
    // partner price when it was placed: a later price change does not alter the commission.
    partnerId: optionalLink('partner_id', () => partners.id, 'set null'),
    partnerPricePaise: money('partner_price_paise'),
    // The checkout's one payment this order is paid with (null: an order paid on its own).
    paymentGroupId: optionalLink('payment_group_id', () => paymentGroups.id, 'restrict'),
  },
  (t) => [
    uniqueIndex('orders_reference_key').on(t.reference),
    index('orders_payment_group_idx').on(t.paymentGroupId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    index('orders_company_idx').on(t.companyId),
    // One bank transfer pays for one order, or for one payment group's orders (payment_groups_utr_key).
    uniqueIndex('orders_utr_key')
      .on(t.utr)
      .where(sql`${t.utr} is not null and ${t.paymentGroupId} is null`),
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check('orders_status_check', isOneOf(t.status, ORDER_STATUSES)),
  ],
);

// Every change of an order: 'placed', 'payment_reported', a status it moved to, or 'expired'.
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: link('order_id', () => orders.id, 'cascade'),
    ...transitionColumns<OrderStatus>(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at), transitionCheck('order_events_status_check', t, ORDER_STATUSES)],
);

export const sellRequests = pgTable(
  'sell_requests',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    ...investorAndCompany('restrict'),
    quantity: integer('quantity').notNull(),
    // The buy-back price per share when the request was made, and quantity × it.
    quotePaise: money('quote_paise').notNull(),
    proceedsPaise: money('proceeds_paise').notNull(),
    status: text('status').$type<SellStatus>().notNull(),
    paymentReference: text('payment_reference'),
    // The seller's DIS / transfer reference for the shares they sent, and when they entered it (last time).
    disReference: text('dis_reference'),
    disReportedAt: timestamptz('dis_reported_at'),
    reason: text('reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('sell_requests_reference_key').on(t.reference),
    index('sell_requests_user_created_idx').on(t.userId, t.createdAt),
    index('sell_requests_status_idx').on(t.status, t.updatedAt),
    check('sell_requests_quantity_check', sql`${t.quantity} > 0`),
    check('sell_requests_status_check', isOneOf(t.status, SELL_STATUSES)),
  ],
);

export const sellRequestEvents = pgTable(
  'sell_request_events',
  {
    id: serial('id').primaryKey(),
    sellRequestId: link('sell_request_id', () => sellRequests.id, 'cascade'),
    ...transitionColumns<SellStatus>(),
  },
  (t) => [
    index('sell_request_events_request_idx').on(t.sellRequestId, t.at),
    transitionCheck('sell_request_events_status_check', t, SELL_STATUSES),
  ],
);

// Shares an investor holds through the platform: completed buys minus completed sales (never < 0).
// costPaise is what the held shares cost (consideration, weighted average on sale).
export const holdings = pgTable(
  'holdings',
  {
    ...investorAndCompany('restrict'),
    quantity: money('quantity').notNull(),
    costPaise: money('cost_paise').notNull(),
    updatedAt: stamped('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    check('holdings_quantity_check', sql`${t.quantity} >= 0 and ${t.costPaise} >= 0`),
  ],
);

// What an investor holds elsewhere (issue 24), for the net-worth view only: never read by orders,
// statements or tax reports. Quantity is a decimal (fund units have fractions), kept exact as numeric and
// answered as a decimal string; null for assets not counted in units (a flat, a watch).
export const externalHoldings = pgTable(
  'external_holdings',
  {
    id: serial('id').primaryKey(),
    userId: link('user_id', () => users.id, 'cascade'),
    assetClass: text('asset_class').$type<AssetClass>().notNull(),
    // Unlisted shares of a company listed here; null for anything else.
    companyId: optionalLink('company_id', () => companies.id, 'set null'),
    name: text('name').notNull(),
    isin: text('isin'),
    quantity: numeric('quantity', { precision: 20, scale: 4 }),
    costPaise: money('cost_paise').notNull(),
    acquiredOn: date('acquired_on', { mode: 'string' }).notNull(),
    valuePaise: money('value_paise').notNull(),
    valueAsOf: date('value_as_of', { mode: 'string' }).notNull(),
    valueSource: text('value_source').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('external_holdings_user_idx').on(t.userId, t.id),
    check('external_holdings_asset_class_check', isOneOf(t.assetClass, ASSET_CLASSES)),
    check(
      'external_holdings_amounts_check',
      sql`${t.costPaise} >= 0 and ${t.valuePaise} >= 0 and (${t.quantity} is null or ${t.quantity} > 0)`,
    ),
  ],
);

// Idempotency-Key: the first answer to a key is kept for 24 hours and replayed for the same request.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    accountKind: text('account_kind').$type<ActorKind>().notNull(),
    accountId: integer('account_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_account_key').on(t.accountKind, t.accountId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

// ---- Notifications ----

export type NotificationRecipient = 'user' | 'partner';

// What an investor or a partner is told in the dashboard's panel. Investors and partners live in two
// tables, so the recipient is (kind, id); every read filters on both.
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientKind: text('recipient_kind').$type<NotificationRecipient>().notNull(),
    recipientId: integer('recipient_id').notNull(),
    // e.g. 'order.payment_received', 'sell.completed', 'kyc.rejected'
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // A path on this site, e.g. /dashboard/transactions/42
    link: text('link'),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
    archivedAt: timestamptz('archived_at'),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipientKind, t.recipientId, t.archivedAt, t.createdAt)],
);

// The transactional outbox: an email is written in the transaction of the change it reports and sent
// afterwards by lib/server/messaging/outbox.ts, with retries; sent_at set means it went out.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    // The same message enqueued twice is kept once.
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stamped('next_attempt_at'),
    // A sender's lease: until then no other sender takes the row.
    lockedUntil: timestamptz('locked_until'),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key').on(t.dedupeKey),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

// Help articles inside the dashboards: for investors, for channel partners, or for both. The body is
// Markdown, rendered and sanitised on the server (lib/server/markdown.ts) as news articles are.
export type KnowledgeAudience = 'investor' | 'partner' | 'both';
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    audience: text('audience').$type<KnowledgeAudience>().notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: stamped('updated_at'),
  },
  (t) => [
    uniqueIndex('knowledge_articles_slug_key').on(t.slug),
    index('knowledge_articles_audience_category_idx').on(t.audience, t.category, t.position),
    check('knowledge_articles_audience_check', sql`${t.audience} in ('investor', 'partner', 'both')`),
  ],
);

// Support tickets from investors and partners, answered by operators in the console. A ticket's owner
// is one account of either kind; only that account and operators ever see it.
export type SupportOwnerKind = 'user' | 'partner';
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind').$type<SupportOwnerKind>().notNull(),
    ownerId: integer('owner_id').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    status: text('status').$type<SupportTicketStatus>().notNull().default('open'),
    // The investor's own order this ticket is about (investors only).
    orderId: optionalLink('order_id', () => orders.id, 'set null'),
    assignedOperatorId: optionalLink('assigned_operator_id', () => operators.id, 'set null'),
    // A grievance (category 'grievance') only: its reference (GRV-2026-000123), level (1: the grievance
    // officer; 2: escalated to the principal officer), when it is due and when it was escalated.
    reference: text('reference').unique(),
    level: integer('level'),
    dueAt: timestamptz('due_at'),
    escalatedAt: timestamptz('escalated_at'),
    // When it was last resolved (null while open): a grievance's resolution time, the public statistics.
    resolvedAt: timestamptz('resolved_at'),
    ...timestamps(),
  },
  (t) => [
    index('support_tickets_owner_idx').on(t.ownerKind, t.ownerId, t.updatedAt),
    index('support_tickets_queue_idx').on(t.status, t.createdAt),
    index('support_tickets_grievance_due_idx')
      .on(t.dueAt)
      .where(sql`${t.reference} is not null`),
    check('support_tickets_status_check', isOneOf(t.status, TICKET_STATUSES)),
    check('support_tickets_owner_kind_check', sql`${t.ownerKind} in ('user', 'partner')`),
    check(
      'support_tickets_grievance_check',
      sql`(${t.reference} is null and ${t.level} is null and ${t.dueAt} is null) or (${t.reference} is not null and ${t.level} in (1, 2) and ${t.dueAt} is not null)`,
    ),
  ],
);

// A grievance's history as its owner sees it: filed, escalated, resolved, reopened.
export type GrievanceEvent = 'filed' | 'escalated' | 'resolved' | 'reopened';
export const supportTicketEvents = pgTable(
  'support_ticket_events',
  {
    id: serial('id').primaryKey(),
    ticketId: link('ticket_id', () => supportTickets.id, 'cascade'),
    event: text('event').$type<GrievanceEvent>().notNull(),
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    note: text('note'),
    at: stamped('at'),
  },
  (t) => [
    index('support_ticket_events_ticket_idx').on(t.ticketId, t.at),
    check('support_ticket_events_event_check', sql`${t.event} in ('filed', 'escalated', 'resolved', 'reopened')`),
  ],
);

// The running number of grievance references, one row per year in India's calendar, locked by its upsert.
export const grievanceCounters = pgTable('grievance_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export type SupportAuthorKind = 'customer' | 'operator';
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: link('ticket_id', () => supportTickets.id, 'cascade'),
    authorKind: text('author_kind').$type<SupportAuthorKind>().notNull(),
    authorId: integer('author_id').notNull(),
    body: text('body').notNull(),
    // An attachment in the upload store (UPLOAD_DIR or the S3 bucket) under support/<key>; its name as the customer gave it.
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check('support_messages_author_kind_check', sql`${t.authorKind} in ('customer', 'operator')`),
  ],
);

// ---- Watch-list alerts ----

// The road to listing: one row per milestone a company reached (at most one of each kind: recording a
// kind again corrects it), each with its own date, figures, note and who recorded it, so the timeline,
// the lock-in and the holders' notices (sent once, when the row is first written) all read the same rows.
export const ipoMilestones = pgTable(
  'ipo_milestones',
  {
    id: serial('id').primaryKey(),
    companyId: link('company_id', () => companies.id, 'cascade'),
    kind: text('kind').$type<IpoMilestoneKind>().notNull(),
    // The day it happened (or, for listing_date, the day listing is expected), in India.
    on: date('on', { mode: 'string' }).notNull(),
    priceBandLowPaise: money('price_band_low_paise'),
    priceBandHighPaise: money('price_band_high_paise'),
    listingPricePaise: money('listing_price_paise'),
    exchange: text('exchange').$type<IpoExchange>(),
    // Listed only: the IPO's allotment, from which the pre-IPO lock-in runs (the listing day when not given).
    allottedOn: date('allotted_on', { mode: 'string' }),
    lockInMonths: integer('lock_in_months').notNull().default(6),
    note: text('note'),
    recordedBy: optionalLink('recorded_by', () => operators.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ipo_milestones_company_kind_key').on(t.companyId, t.kind),
    check('ipo_milestones_kind_check', isOneOf(t.kind, IPO_MILESTONE_KINDS)),
    check('ipo_milestones_exchange_check', sql`${t.exchange} is null or ${isOneOf(t.exchange, IPO_EXCHANGES)}`),
    check('ipo_milestones_lock_in_check', sql`${t.lockInMonths} between 1 and 60`),
    check(
      'ipo_milestones_price_band_check',
      sql`(${t.kind} <> 'price_band' or (${t.priceBandLowPaise} > 0 and ${t.priceBandHighPaise} >= ${t.priceBandLowPaise}))`,
    ),
    check('ipo_milestones_listed_check', sql`(${t.kind} <> 'listed' or ${t.listingPricePaise} > 0)`),
  ],
);

export type WatchAlertKind = 'price_above' | 'price_below' | 'available';

// An investor's alert on a company of their watch list. A price alert fires once per crossing of its
// level (then armed = false) and re-arms when the price goes back across; 'available' fires when the
// company becomes Available and re-arms when it is Sold Out or Coming Soon again.
export const watchAlerts = pgTable(
  'watch_alerts',
  {
    id: serial('id').primaryKey(),
    ...investorAndCompany('cascade'),
    kind: text('kind').$type<WatchAlertKind>().notNull(),
    // The price level for price_above / price_below; null for 'available'.
    levelPaise: money('level_paise'),
    armed: boolean('armed').notNull().default(true),
    lastTriggeredAt: timestamptz('last_triggered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('watch_alerts_user_idx').on(t.userId, t.createdAt),
    index('watch_alerts_company_idx').on(t.companyId),
    check(
      'watch_alerts_level_check',
      sql`(${t.kind} = 'available') = (${t.levelPaise} is null) and (${t.levelPaise} is null or ${t.levelPaise} > 0)`,
    ),
  ],
);

// ---- Partners' business: proposals, commissions, payouts ----

// A partner proposes a purchase to one of their own clients, at a price between the partner price and
// the investor price; accepting places an order at that price (order_id).
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    partnerId: link('partner_id', () => partners.id, 'restrict'),
    ...investorAndCompany('restrict'),
    quantity: integer('quantity').notNull(),
    pricePaise: money('price_paise').notNull(),
    status: text('status').$type<ProposalStatus>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    orderId: optionalLink('order_id', () => orders.id, 'restrict'),
    ...timestamps(),
  },
  (t) => [
    index('proposals_partner_idx').on(t.partnerId, t.createdAt),
    index('proposals_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('proposals_order_key').on(t.orderId),
    check('proposals_quantity_check', sql`${t.quantity} > 0 and ${t.pricePaise} > 0`),
    check('proposals_status_check', isOneOf(t.status, PROPOSAL_STATUSES)),
  ],
);

// A partner's PAN and bank account, one row per change (the history): pending until finance verifies it.
export const partnerBankAccounts = pgTable(
  'partner_bank_accounts',
  {
    id: serial('id').primaryKey(),
    partnerId: link('partner_id', () => partners.id, 'restrict'),
    // Null when the partner gave no PAN: TDS is then 20% (section 206AA).
    pan: text('pan'),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    holderName: text('holder_name').notNull(),
    status: text('status').$type<BankAccountStatus>().notNull().default('pending'),
    decidedBy: optionalLink('decided_by', () => operators.id, 'set null'),
    decidedAt: timestamptz('decided_at'),
    rejectionReason: text('rejection_reason'),
    ...timestamps(),
  },
  (t) => [
    index('partner_bank_accounts_partner_idx').on(t.partnerId, t.createdAt),
    check('partner_bank_accounts_status_check', isOneOf(t.status, BANK_ACCOUNT_STATUSES)),
  ],
);

// Operators' payouts to partners: the accrued commissions of a partner, less TDS (section 194H).
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    partnerId: link('partner_id', () => partners.id, 'restrict'),
    // 'YYYY-MM' of the payout (the commissions it covers may be older).
    period: text('period').notNull(),
    grossPaise: money('gross_paise').notNull(),
    tdsPaise: money('tds_paise').notNull(),
    netPaise: money('net_paise').notNull(),
    bankReference: text('bank_reference').notNull(),
    paidAt: stamped('paid_at'),
    operatorId: link('operator_id', () => operators.id, 'restrict'),
    // The verified account it went to (null for payouts made before accounts were kept) and how TDS was computed.
    bankAccountId: optionalLink('bank_account_id', () => partnerBankAccounts.id, 'restrict'),
    tdsBasis: jsonb('tds_basis').$type<TdsBasis>(),
  },
  (t) => [
    index('payouts_partner_idx').on(t.partnerId, t.paidAt),
    check('payouts_amounts_check', sql`${t.grossPaise} = ${t.tdsPaise} + ${t.netPaise} and ${t.tdsPaise} >= 0 and ${t.netPaise} >= 0`),
  ],
);

// What a partner earns on a completed order of a client: (order price − partner price) × quantity.
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    partnerId: link('partner_id', () => partners.id, 'restrict'),
    orderId: link('order_id', () => orders.id, 'restrict'),
    ...investorAndCompany('restrict'),
    quantity: integer('quantity').notNull(),
    amountPaise: money('amount_paise').notNull(),
    status: text('status').$type<CommissionStatus>().notNull(),
    payoutId: optionalLink('payout_id', () => payouts.id, 'restrict'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('commissions_order_key').on(t.orderId),
    index('commissions_partner_idx').on(t.partnerId, t.status, t.createdAt),
    check('commissions_amount_check', sql`${t.amountPaise} > 0 and ${t.quantity} > 0`),
    check('commissions_status_check', isOneOf(t.status, COMMISSION_STATUSES)),
  ],
);

// ---- Bank statements ----

// An uploaded bank statement: who imported it, when, in which layout, and what it held.
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    format: text('format').$type<StatementFormat>().notNull(),
    operatorId: optionalLink('operator_id', () => operators.id, 'set null'),
    // Credit lines stored by this import; those seen in an earlier import; debits, which are not kept.
    newLines: integer('new_lines').notNull(),
    repeatedLines: integer('repeated_lines').notNull(),
    debitLines: integer('debit_lines').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_statements_created_idx').on(t.createdAt),
    check('bank_statements_format_check', isOneOf(t.format, STATEMENT_FORMATS)),
  ],
);

// A credit line of a statement, kept once: its fingerprint (date, narration, reference, amount, balance and
// its place among identical lines) is unique, so the same line in a later upload is never imported again.
// orderId and confirmedAt are set when the line is confirmed as an order's payment.
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: link('statement_id', () => bankStatements.id, 'cascade'),
    fingerprint: text('fingerprint').notNull(),
    row: integer('file_row').notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    reference: text('reference').notNull(),
    // The tokens that may be the transfer's UTR, likeliest first.
    utrs: textList('utrs'),
    orderReferences: textList('order_references'),
    amountPaise: money('amount_paise').notNull(),
    balancePaise: money('balance_paise'),
    orderId: optionalLink('order_id', () => orders.id, 'restrict'),
    confirmedAt: timestamptz('confirmed_at'),
    confirmedBy: optionalLink('confirmed_by', () => operators.id, 'set null'),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_fingerprint_key').on(t.fingerprint),
    index('bank_statement_lines_statement_idx').on(t.statementId, t.row),
    // One line pays one order.
    uniqueIndex('bank_statement_lines_order_key')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    check('bank_statement_lines_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

// ---- Sessions and secrets ----

export type SessionRole = 'user' | 'partner' | 'operator';

// One row per sign-in. The token carries a random session id; only its SHA-256 is stored, so the
// table alone signs nobody in. A session ends (endedAt) at sign-out, a password change, "sign out
// everywhere" or when an operator is disabled; it also lapses at expiresAt (and, for operators, after
// a spell of inactivity measured from lastSeenAt).
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    role: text('role').$type<SessionRole>().notNull(),
    accountId: integer('account_id').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: stamped('last_seen_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    endedAt: timestamptz('ended_at'),
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_account_idx').on(t.role, t.accountId, t.createdAt),
    check('sessions_role_check', sql`${t.role} in ('user', 'partner', 'operator')`),
  ],
);

// Secrets the application generates for itself when none is configured (the token-signing secret on
// PostgreSQL, so every instance shares it). Written once, read at start.
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---- Data rights and retention ----

// An account's request for a copy of everything held about it: prepared by the minute runner
// (lib/server/services/dataExport.ts), kept (content) until expires_at. One pending request per account.
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    accountKind: text('account_kind').$type<NotificationRecipient>().notNull(),
    accountId: integer('account_id').notNull(),
    status: text('status').$type<ExportStatus>().notNull().default('pending'),
    content: jsonb('content'),
    createdAt: createdAt(),
    readyAt: timestamptz('ready_at'),
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [
    index('data_exports_account_idx').on(t.accountKind, t.accountId, t.createdAt),
    uniqueIndex('data_exports_pending_key')
      .on(t.accountKind, t.accountId)
      .where(sql`${t.status} = 'pending'`),
    check('data_exports_status_check', isOneOf(t.status, EXPORT_STATUSES)),
    check('data_exports_account_kind_check', sql`${t.accountKind} in ('user', 'partner')`),
  ],
);

// When a periodic job last ran, so that of several instances only one runs it per period (the retention sweep).
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamptz('last_run_at').notNull(),
});

// ---- Data rights (DPDP Act 2023): consents and nominees ----

// The consent ledger, append-only: each giving or withdrawal of a purpose by an investor or partner
// is a row; the current state of a purpose is its latest row (CONSENT_DEFAULTS before any).
export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial('id').primaryKey(),
    accountKind: text('account_kind').$type<PrivacyAccountKind>().notNull(),
    accountId: integer('account_id').notNull(),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    changedAt: stamped('changed_at'),
  },
  (t) => [
    index('consent_events_account_idx').on(t.accountKind, t.accountId, t.purpose, t.changedAt),
    check('consent_events_account_kind_check', isOneOf(t.accountKind, PRIVACY_ACCOUNT_KINDS)),
    check('consent_events_purpose_check', isOneOf(t.purpose, CONSENT_PURPOSES)),
    check('consent_events_source_check', isOneOf(t.source, CONSENT_SOURCES)),
  ],
);

// Acceptances of the terms and the privacy policy, append-only: which version of each (their dates of last
// change, lib/legal/statements.ts) an investor or partner accepted, when, and where (sign-up or the one-time
// question to an account opened before sign-up asked).
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: serial('id').primaryKey(),
    accountKind: text('account_kind').$type<PrivacyAccountKind>().notNull(),
    accountId: integer('account_id').notNull(),
    termsVersion: text('terms_version').notNull(),
    privacyVersion: text('privacy_version').notNull(),
    source: text('source').$type<AcceptanceSource>().notNull(),
    acceptedAt: stamped('accepted_at'),
  },
  (t) => [
    index('terms_acceptances_account_idx').on(t.accountKind, t.accountId, t.acceptedAt),
    check('terms_acceptances_account_kind_check', isOneOf(t.accountKind, PRIVACY_ACCOUNT_KINDS)),
    check('terms_acceptances_source_check', isOneOf(t.source, ACCEPTANCE_SOURCES)),
  ],
);

// The nominee who may use an account's data rights on the holder's death or incapacity, append-only:
// each addition or change is a row with the nominee, a removal a row without one; the latest row is current.
export const nomineeEvents = pgTable(
  'nominee_events',
  {
    id: serial('id').primaryKey(),
    accountKind: text('account_kind').$type<PrivacyAccountKind>().notNull(),
    accountId: integer('account_id').notNull(),
    name: text('name'),
    relationship: text('relationship'),
    email: text('email'),
    phone: text('phone'),
    changedAt: stamped('changed_at'),
  },
  (t) => [
    index('nominee_events_account_idx').on(t.accountKind, t.accountId, t.changedAt),
    check('nominee_events_account_kind_check', isOneOf(t.accountKind, PRIVACY_ACCOUNT_KINDS)),
  ],
);

// Saved screens (issue 24): an investor's or partner's screener query with its columns and sort. Its
// members are the companies that matched when it was last checked; a change to a company's price or
// figures checks every screen in the same transaction, and an alerting screen tells its owner when a
// company enters or leaves it (lib/server/services/savedScreens.ts).
export const savedScreens = pgTable(
  'saved_screens',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind').$type<PrivacyAccountKind>().notNull(),
    ownerId: integer('owner_id').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    sort: text('sort'),
    dir: text('dir'),
    alert: boolean('alert').notNull().default(false),
    // The last company to enter or leave it, and when (null until one has).
    lastChangeAt: timestamptz('last_change_at'),
    lastChange: text('last_change'),
    ...timestamps(),
  },
  (t) => [
    index('saved_screens_owner_idx').on(t.ownerKind, t.ownerId, t.id),
    uniqueIndex('saved_screens_owner_name_idx').on(t.ownerKind, t.ownerId, sql`lower(${t.name})`),
    check('saved_screens_owner_kind_check', isOneOf(t.ownerKind, PRIVACY_ACCOUNT_KINDS)),
  ],
);

export const savedScreenMembers = pgTable(
  'saved_screen_members',
  {
    screenId: integer('screen_id')
      .notNull()
      .references(() => savedScreens.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.screenId, t.companyId] }), index('saved_screen_members_company_idx').on(t.companyId)],
);
