// Fills a database to the size the public pages must stay fast at: SCALE_COMPANIES companies (each
// with three years of weekly prices and four years of fundamentals) and SCALE_ARTICLES articles.
// Rows are generated inside the database with generate_series, so it takes seconds, not minutes.
// Idempotent: the synthetic rows have fixed slugs and conflicts are skipped.
import { sql } from 'drizzle-orm';

import type { Db } from './client';

export const SCALE_COMPANIES = 10_000;
export const SCALE_ARTICLES = 100_000;

const SECTORS = [
  'Financial Services',
  'Technology',
  'Healthcare',
  'Energy',
  'Consumer',
  'Manufacturing',
  'Logistics',
  'Media',
  'Real Estate',
  'Telecom',
];
const CATEGORIES = ['unlisted', 'startup', 'pre-ipo'];
const ARTICLE_CATEGORIES = ['private-equity', 'startups', 'real-estate', 'in-the-news'];

const textArray = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export async function seedScaleData(db: Db, companiesWanted = SCALE_COMPANIES, articlesWanted = SCALE_ARTICLES) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into companies (name, url_name, slug, sector, category, status, isin, depository, face_value_paise,
        min_quantity, price_paise, broker_price_paise, previous_price_paise, price_updated_at, shares_outstanding,
        about, founded, headquarters)
      select 'Scale Test Company ' || g, 'Scale Test Company ' || g, 'scale-test-company-' || g,
        (${textArray(SECTORS)})[1 + g % 10], (${textArray(CATEGORIES)})[1 + g % 3],
        case when g % 17 = 0 then 'Sold Out' when g % 23 = 0 then 'Coming Soon' else 'Available' end,
        'INE' || lpad(g::text, 9, '0'), 'NSDL & CDSL', 1000, 10 + g % 90,
        (2000 + (g * 7919) % 400000), (2000 + (g * 7919) % 400000) * 96 / 100, (2000 + (g * 7919) % 400000) * (95 + g % 10) / 100,
        now(), 10000000 + (g % 500) * 100000,
        'Synthetic company made by the scale seed to measure performance. Not demo data.', 1990 + g % 35, 'Mumbai'
      from generate_series(1, ${companiesWanted}::int) g
      on conflict do nothing`);
    await tx.execute(sql`
      insert into company_prices (company_id, day, price_paise)
      select c.id, (current_date - (w * 7))::date, greatest(100, c.price_paise + ((c.id * 31 + w * 17) % 200 - 100) * c.price_paise / 1000)
      from companies c cross join generate_series(0, 156) w
      where c.slug like 'scale-test-company-%'
      on conflict do nothing`);
    await tx.execute(sql`
      insert into company_fundamentals (company_id, fiscal_year, revenue_paise, ebitda_paise, net_profit_paise, eps_paise,
        book_value_per_share_paise, debt_paise, net_worth_paise)
      select c.id, 'FY' || y, r, r / 5, r / 10 - (c.id % 7) * r / 40, (r / 10) / c.shares_outstanding, c.price_paise / 3, r / 4, r / 2
      from companies c cross join generate_series(2022, 2025) y
        cross join lateral (select (c.id % 1000 + 50)::bigint * 10000000000 * (y - 2020) / 5 as r) rev
      where c.slug like 'scale-test-company-%'
      on conflict do nothing`);
    await tx.execute(sql`
      insert into articles (slug, title, category, summary, body, author, published_at, tags, related_companies)
      select 'scale-test-article-' || g, 'Scale test article ' || g || ' on private markets',
        (${textArray(ARTICLE_CATEGORIES)})[1 + g % 4],
        'A synthetic article made by the scale seed to measure performance.',
        '## Scale test' || chr(10) || chr(10) || 'This synthetic article exists to measure how pages behave with many rows. '
          || 'It is not demo content and not advice.',
        'Scale Seed', now() - (g || ' minutes')::interval, ARRAY['scale-test'], '{}'::text[]
      from generate_series(1, ${articlesWanted}::int) g
      on conflict do nothing`);
  });
}
