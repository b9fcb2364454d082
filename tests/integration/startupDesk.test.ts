// The console's startups desk (issue 22): a startup added as a draft is on no public page (the /Startups
// list and page, the company page, the header search, the sitemap, the home page, the screener), published
// it is on all of them, unpublished it leaves them again; each change audited. Bad input is refused per
// field with nothing written, an address taken is a 409 on the slug, a repeated Idempotency-Key adds once.
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { defaultFilters } from '@/lib/screener';
import { auditSentence } from '@/lib/audit/sentence';
import { getDb } from '@/lib/server/db/client';
import { auditLog, companies, companyPrices } from '@/lib/server/db/schema';
import { getStaticProps as startupPage } from '@/lib/server/loaders/Startups/[slug]';
import { companyDetail, searchCompanies } from '@/lib/server/services/companies';
import { addToCart } from '@/lib/server/services/cart';
import { loadHome } from '@/lib/server/services/home';
import { addToWatchlist } from '@/lib/server/services/watchlist';
import { screenCompanies } from '@/lib/server/services/screener';
import { sitemapIndex, sitemapUrls, parseSitemapName } from '@/lib/server/services/sitemap';
import { listStartups, startupFilterOptions } from '@/lib/server/services/startups';
import { STARTUP_MESSAGES } from '@/lib/validations/startups';
import startupRoute from '@/pages/api/v1/admin/startups/[slug]/index';
import publishRoute from '@/pages/api/v1/admin/startups/[slug]/publish';
import unpublishRoute from '@/pages/api/v1/admin/startups/[slug]/unpublish';
import startupList from '@/pages/api/v1/admin/startups/index';

import { createCompany, createVerifiedInvestor, uniqueTag } from './factories';
import { call, download } from './http';
import { newOperator } from './orderFixtures';

const MARK = 'zz-desk-startup';
afterAll(async () => {
  const db = await getDb();
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(like(companies.slug, `${MARK}%`));
  if (rows.length === 0) return;
  await db.delete(companyPrices).where(
    inArray(
      companyPrices.companyId,
      rows.map((row) => row.id),
    ),
  );
  await db.delete(companies).where(like(companies.slug, `${MARK}%`));
});

const STARTUP = {
  name: 'Desk Robotics',
  stage: 'Series A',
  about: 'Warehouse robots that pick and pack for mid-sized retailers across India.',
  founded: '2019',
  headquarters: 'Pune',
  amountRaised: '25,00,00,000',
  minInvestment: '1,00,000.50',
  logo: '',
  price: '245.50',
  faceValue: '10',
};

interface Startup {
  id: number;
  slug: string;
  name: string;
  publication: string;
  status: string;
  pricePaise: number;
  amountRaisedPaise: number;
  minInvestmentPaise: number;
  faceValuePaise: number;
  logo: string | null;
}

const fresh = () => {
  const tag = uniqueTag().toLowerCase();
  return { tag, slug: `${MARK}-${tag}`, sector: `Desk sector ${tag}` };
};

async function startupAudits(slug: string) {
  const rows = await (
    await getDb()
  )
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'startup'), eq(auditLog.entityId, slug)))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

/** Where the public side shows the startup: each place by name, true when it is there. */
async function publicPlaces(startup: { slug: string; name: string; sector: string }) {
  const db = await getDb();
  const listed = await listStartups(db, { stage: null, sector: startup.sector, page: 1 });
  const page = await startupPage({ params: { slug: startup.slug } });
  const search = await searchCompanies(db, { name: startup.name, page: 1, limit: 10 });
  let inSitemap = false;
  for (const file of await sitemapIndex(db)) {
    const name = parseSitemapName(file.split('/').pop() ?? '');
    if (name?.kind !== 'companies') continue;
    const urls = await sitemapUrls(db, name);
    inSitemap ||= urls.some((url) => url.loc.endsWith(`/Startups/${startup.slug}`));
  }
  const home = await loadHome(db);
  const screened = await screenCompanies(db, { ...defaultFilters(), sector: startup.sector });
  return {
    list: listed.rows.some((row) => row.slug === startup.slug),
    filters: (await startupFilterOptions(db)).sectors.includes(startup.sector),
    page: 'props' in page,
    companyPage: (await companyDetail(db, startup.slug)) !== null,
    search: search.result.some((row) => row.slug === startup.slug),
    sitemap: inSitemap,
    home: home.startups.some((row) => row.slug === startup.slug),
    screener: screened.total === 1 && screened.rows.some((row) => row.slug === startup.slug),
  };
}

const everywhere = (value: boolean) => ({
  list: value,
  filters: value,
  page: value,
  companyPage: value,
  search: value,
  sitemap: value,
  home: value,
  screener: value,
});

describe('startups desk', () => {
  it('adds a draft (on no public page), publishes it (on every one), unpublishes it (gone again); each audited', async () => {
    const operator = await newOperator(['content']);
    const { slug, sector, tag } = fresh();
    // Named to come first A to Z, so the home page's few startups would include it.
    const name = `0 Desk Robotics ${tag}`;
    const added = await call(startupList, { method: 'POST', headers: operator.headers, body: { ...STARTUP, name, slug, sector } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({
      slug,
      publication: 'draft',
      status: 'Coming Soon',
      pricePaise: 24550,
      faceValuePaise: 1000,
      amountRaisedPaise: 25_00_00_000_00,
      minInvestmentPaise: 1_00_000_50,
      logo: null,
    });
    const startup = { slug, name, sector };
    expect(await publicPlaces(startup)).toEqual(everywhere(false));

    // The console sees the draft, by its filters.
    const listed = await call(startupList, { headers: operator.headers, query: { q: slug, status: 'draft', stage: 'Series A' } });
    expect((listed.body.data as { result: Startup[] }).result.map((row) => row.slug)).toEqual([slug]);
    expect((await call(startupList, { headers: operator.headers, query: { q: slug, status: 'published' } })).body.data).toMatchObject({
      total: 0,
    });

    const published = await call(publishRoute, { method: 'POST', headers: operator.headers, query: { slug } });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ publication: 'published' });
    expect(await publicPlaces(startup)).toEqual(everywhere(true));
    // Publishing again changes nothing and logs nothing.
    expect((await call(publishRoute, { method: 'POST', headers: operator.headers, query: { slug } })).status).toBe(200);

    const unpublished = await call(unpublishRoute, { method: 'POST', headers: operator.headers, query: { slug } });
    expect(unpublished.body.data).toMatchObject({ publication: 'draft' });
    expect(await publicPlaces(startup)).toEqual(everywhere(false));

    expect(await startupAudits(slug)).toEqual(['startup.create', 'startup.publish', 'startup.unpublish']);
    expect(
      auditSentence(
        { action: 'startup.publish', entity: 'startup', entityId: slug, before: { name }, after: { name, publication: 'published' } },
        'Asha Rao',
      ),
    ).toEqual({ text: `Asha Rao published startup ${slug} “${name}”`, href: `/admin/startups/${slug}` });
  });

  it('makes the address from the name when it is left blank, and refuses an address another company has (409 on slug)', async () => {
    const operator = await newOperator(['content']);
    const { tag, sector } = fresh();
    const name = `${MARK} Blank ${tag}`;
    const added = await call(startupList, { method: 'POST', headers: operator.headers, body: { ...STARTUP, name, sector, slug: '' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((added.body.data as Startup).slug).toBe(`${MARK}-blank-${tag}`);

    const other = await createCompany();

    const taken = await call(startupList, { method: 'POST', headers: operator.headers, body: { ...STARTUP, sector, slug: other.slug } });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.slug).toBe(STARTUP_MESSAGES.slugTaken);
    // The same name again makes the same address: refused the same way.
    const twin = await call(startupList, { method: 'POST', headers: operator.headers, body: { ...STARTUP, name, sector, slug: '' } });
    expect(twin.status).toBe(409);
    expect(twin.body.errors?.slug).toBe(STARTUP_MESSAGES.slugTaken);
    expect(await (await getDb()).$count(companies, eq(companies.sector, sector))).toBe(1);
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters.'],
    ['slug', { slug: 'Bad Address!' }, STARTUP_MESSAGES.slug],
    ['stage', { stage: 'Series Z' }, STARTUP_MESSAGES.stage],
    ['about', { about: 'Too short.' }, 'About must be at least 20 characters.'],
    ['founded', { founded: String(new Date().getFullYear() + 1) }, STARTUP_MESSAGES.founded],
    ['founded', { founded: 'long ago' }, 'Year founded is required, as a whole number.'],
    ['amountRaised', { amountRaised: 'lots' }, 'Amount raised (₹) is an amount above zero, with at most two decimals.'],
    ['minInvestment', { minInvestment: '0' }, 'Minimum investment (₹) is an amount above zero, with at most two decimals.'],
    ['price', { price: '' }, 'Price per share (₹) is required.'],
    ['logo', { logo: 'http://example.com/logo.png' }, STARTUP_MESSAGES.logo],
  ])('refuses a bad %s with its message and writes nothing', async (field, change, message) => {
    const operator = await newOperator(['content']);
    const { slug, sector } = fresh();
    const result = await call(startupList, { method: 'POST', headers: operator.headers, body: { ...STARTUP, slug, sector, ...change } });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[field]).toBe(message);
    expect(await (await getDb()).$count(companies, eq(companies.sector, sector))).toBe(0);
  });

  it('adds once for a repeated Idempotency-Key, and answers the first startup again', async () => {
    const operator = await newOperator(['content']);
    const { slug, sector, tag } = fresh();
    const headers = { ...operator.headers, 'idempotency-key': `startup-${tag}` };
    const body = { ...STARTUP, slug, sector };
    const first = await call(startupList, { method: 'POST', headers, body });
    const again = await call(startupList, { method: 'POST', headers, body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((again.body.data as Startup).id).toBe((first.body.data as Startup).id);
    expect(await (await getDb()).$count(companies, eq(companies.sector, sector))).toBe(1);
    expect((await call(startupList, { method: 'POST', headers, body: { ...body, name: 'Another name' } })).status).toBe(422);
  });

  it('changes what a startup says (amounts in rupees), keeps its price; 404 for an unknown or non-startup address', async () => {
    const operator = await newOperator(['content']);
    const { slug, sector } = fresh();
    await call(startupList, { method: 'POST', headers: operator.headers, body: { ...STARTUP, slug, sector } });
    const { price: _price, faceValue: _faceValue, ...fields } = STARTUP;
    const saved = await call(startupRoute, {
      method: 'PATCH',
      headers: operator.headers,
      query: { slug },
      body: { ...fields, sector, stage: 'Series B', amountRaised: '40,00,00,000', logo: 'https://cdn.example.com/desk.png' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      stage: 'Series B',
      amountRaisedPaise: 40_00_00_000_00,
      logo: 'https://cdn.example.com/desk.png',
      pricePaise: 24550,
      publication: 'draft',
    });
    const read = await call(startupRoute, { headers: operator.headers, query: { slug: slug.toUpperCase() } });
    expect(read.body.data).toMatchObject({ slug, stage: 'Series B' });
    expect(await startupAudits(slug)).toEqual(['startup.create', 'startup.update']);

    const bad = await call(startupRoute, {
      method: 'PATCH',
      headers: operator.headers,
      query: { slug },
      body: { ...fields, sector, stage: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.stage).toBe(STARTUP_MESSAGES.stage);

    const listedCompany = await createCompany({ category: 'pre-ipo' });
    for (const unknown of ['no-such-startup', listedCompany.slug]) {
      expect((await call(startupRoute, { headers: operator.headers, query: { slug: unknown } })).status).toBe(404);
      expect((await call(publishRoute, { method: 'POST', headers: operator.headers, query: { slug: unknown } })).status).toBe(404);
    }
  });

  it('keeps a draft out of an investor’s watch list and cart (404, as an unknown company)', async () => {
    const operator = await newOperator(['content']);
    const { slug, sector } = fresh();
    const added = await call(startupList, { method: 'POST', headers: operator.headers, body: { ...STARTUP, slug, sector } });
    const companyId = (added.body.data as Startup).id;
    const investor = await createVerifiedInvestor();
    const db = await getDb();
    await expect(addToWatchlist(db, investor.user.id, companyId)).rejects.toMatchObject({ status: 404 });
    await expect(addToCart(db, investor.user.id, { companyId, quantity: 10 })).rejects.toMatchObject({ status: 404 });
  });

  it('exports the filtered list as CSV; only content staff change it, anyone who reads content sees it', async () => {
    const operator = await newOperator(['content']);
    const { slug, sector } = fresh();
    await call(startupList, { method: 'POST', headers: operator.headers, body: { ...STARTUP, slug, sector } });
    const csv = await download(startupList, { format: 'csv', sector }, operator.headers);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const lines = csv.data.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toContain('slug,name,sector,stage,publication');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(slug);

    const auditor = await newOperator(['auditor']);
    expect((await call(startupList, { headers: auditor.headers, query: { q: slug } })).status).toBe(200);
    const { slug: other } = fresh();
    expect((await call(startupList, { method: 'POST', headers: auditor.headers, body: { ...STARTUP, slug: other, sector } })).status).toBe(
      403,
    );
    const support = await newOperator(['support']);
    expect((await call(startupList, { headers: support.headers })).status).toBe(403);
    expect((await call(publishRoute, { method: 'POST', headers: support.headers, query: { slug } })).status).toBe(403);
  });
});
