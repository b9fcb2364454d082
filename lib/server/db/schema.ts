// One PostgreSQL schema for both the embedded PGlite database and a PostgreSQL server.
// Money is integer paise (bigint, number mode: exact up to ₹90 lakh crore), never a float.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { CodeChannel } from '@/lib/validations/otp';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type CompanyCategory = 'unlisted' | 'startup' | 'pre-ipo';
export type CompanyStatus = 'Available' | 'Sold Out' | 'Coming Soon';
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
    priceUpdatedAt: timestamp('price_updated_at', { withTimezone: true }).notNull().defaultNow(),
    sharesOutstanding: money('shares_outstanding'),
    about: text('about'),
    founded: integer('founded'),
    headquarters: text('headquarters'),
    management: jsonb('management').$type<ManagementMember[]>().notNull().default([]),
    shareholding: jsonb('shareholding').$type<ShareholdingSlice[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<QuestionAnswer[]>().notNull().default([]),
    peers: text('peers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ipoStatus: text('ipo_status'),
    rank: integer('rank'),
    // Startups only: funding stage, capital raised so far, and the smallest ticket offered.
    stage: text('stage'),
    amountRaisedPaise: money('amount_raised_paise'),
    minInvestmentPaise: money('min_investment_paise'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_slug_key').on(t.slug),
    uniqueIndex('companies_url_name_key').on(t.urlName),
    index('companies_lower_name_idx').on(sql`lower(${t.name})`),
    index('companies_rank_idx').on(t.rank),
    index('companies_sector_idx').on(t.sector),
    index('companies_category_name_idx').on(t.category, t.name),
  ],
);

export const companyPrices = pgTable(
  'company_prices',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    pricePaise: money('price_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

export const companyFundamentals = pgTable(
  'company_fundamentals',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    relatedCompanies: text('related_companies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    index('articles_category_published_idx').on(t.category, t.publishedAt),
    index('articles_published_idx').on(t.publishedAt),
    // Article search: match with to_tsvector('english', title || ' ' || summary) @@ websearch_to_tsquery(...).
    index('articles_search_idx').using('gin', sql`to_tsvector('english', ${t.title} || ' ' || ${t.summary})`),
  ],
);

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
    speakers: text('speakers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('webcasts_slug_key').on(t.slug)],
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
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    // Tokens issued before this (a password change or reset) are no longer accepted.
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partners_email_key').on(t.email),
    uniqueIndex('partners_phone_key').on(t.phone),
    uniqueIndex('partners_partnership_code_key').on(t.partnershipCode),
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
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    // Tokens issued before this (a password change or reset) are no longer accepted.
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
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
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(t.email)],
);

// The specification's "checkOut" list: shares an investor has put in the cart.
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId, t.createdAt), uniqueIndex('cart_items_user_company_key').on(t.userId, t.companyId)],
);

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('real_estate_listings_slug_key').on(t.slug), index('real_estate_listings_country_city_idx').on(t.country, t.city)],
);

export const realEstateEnquiries = pgTable('real_estate_enquiries', {
  id: serial('id').primaryKey(),
  listingId: integer('listing_id').references(() => realEstateListings.id, { onDelete: 'set null' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

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
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    open: boolean('open').notNull().default(true),
  },
  (t) => [uniqueIndex('career_openings_slug_key').on(t.slug)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const careerApplications = pgTable('career_applications', {
  id: serial('id').primaryKey(),
  openingId: integer('opening_id')
    .notNull()
    .references(() => careerOpenings.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  coverNote: text('cover_note'),
  // Kept in the database (not on one server's disk) so every app instance can serve it.
  resumeFileName: text('resume_file_name').notNull(),
  resume: bytea('resume').notNull(),
  createdAt: createdAt(),
});

export type OneTimeCodePurpose = 'sign-in' | 'verify' | 'reset' | 'change-email' | 'change-phone';
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.role, t.purpose, t.destination, t.createdAt)],
);

export type KycStatus = 'not_started' | 'submitted' | 'verified' | 'rejected';
export type DematDepository = 'NSDL' | 'CDSL';

// An investor's KYC: one row per investor, created when they first submit.
export const kycRecords = pgTable('kyc_records', {
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
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});
