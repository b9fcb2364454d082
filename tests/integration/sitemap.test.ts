import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { itemAt } from '@/lib/arrays';
import { getDb } from '@/lib/server/db/client';
import { seedScaleData } from '@/lib/server/db/scaleSeed';
import { parseSitemapName, robotsTxt, sitemapIndex, sitemapIndexXml, sitemapUrls, urlSetXml } from '@/lib/server/services/sitemap';

class Rollback extends Error {}

describe('sitemaps', () => {
  it('index lists the pages file and one file per 10,000 companies and articles', async () => {
    const files = await sitemapIndex(await getDb());
    expect(files[0]).toMatch(/\/sitemaps\/pages\.xml$/);
    expect(files).toContainEqual(expect.stringMatching(/\/sitemaps\/companies-1\.xml$/));
    expect(files).toContainEqual(expect.stringMatching(/\/sitemaps\/articles-1\.xml$/));
    expect(sitemapIndexXml(files)).toContain('<sitemapindex');
  });

  it('lists every company and article with its last-modified date', async () => {
    const db = await getDb();
    const companyUrls = await sitemapUrls(db, { kind: 'companies', page: 1 });
    const { companyCount } = itemAt(
      (await db.execute(sql`select count(*)::int as "companyCount" from companies`)).rows as { companyCount: number }[],
      0,
    );
    expect(companyUrls.filter((u) => u.loc.includes('/indian-stocks/'))).toHaveLength(Math.min(companyCount, 10_000));
    expect(companyUrls.every((u) => !Number.isNaN(Date.parse(u.lastmod!)))).toBe(true);
    const articleUrls = await sitemapUrls(db, { kind: 'articles', page: 1 });
    expect(articleUrls.length).toBeGreaterThanOrEqual(40);
    expect(articleUrls[0]!.loc).toMatch(/\/articles\/[a-z0-9-]+$/);
    expect(await sitemapUrls(db, { kind: 'articles', page: 999 })).toEqual([]);
  });

  it('escapes XML and names files strictly', () => {
    expect(urlSetXml([{ loc: 'https://x.example/a?b=1&c=<2>' }])).toContain('https://x.example/a?b=1&amp;c=&lt;2&gt;');
    expect(parseSitemapName('companies-2.xml')).toEqual({ kind: 'companies', page: 2 });
    for (const bad of ['companies-0.xml', 'companies-x.xml', '../etc.xml', 'articles-1.xml.gz', 'users-1.xml']) {
      expect(parseSitemapName(bad)).toBeNull();
    }
  });

  it('robots.txt keeps the signed-in areas and the API out and names the sitemap', () => {
    const robots = robotsTxt();
    for (const line of ['Disallow: /dashboard', 'Disallow: /Cp', 'Disallow: /api', 'Disallow: /admin']) expect(robots).toContain(line);
    expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  });
});

describe('scale seed', () => {
  it('adds the synthetic companies, prices, fundamentals and articles, and is idempotent', async () => {
    const db = await getDb();
    const count = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)).rows[0] as { n: unknown }).n);
    await expect(
      db.transaction(async (tx) => {
        await seedScaleData(tx, 30, 120);
        await seedScaleData(tx, 30, 120);
        const n = (query: ReturnType<typeof sql>) => tx.execute(query).then((r) => Number((r.rows[0] as { n: unknown }).n));
        expect(await n(sql`select count(*) as n from companies where slug like 'scale-test-company-%'`)).toBe(30);
        expect(
          await n(
            sql`select count(*) as n from company_prices p join companies c on c.id = p.company_id where c.slug like 'scale-test-company-%'`,
          ),
        ).toBe(30 * 157);
        expect(
          await n(
            sql`select count(*) as n from company_fundamentals f join companies c on c.id = f.company_id where c.slug like 'scale-test-company-%'`,
          ),
        ).toBe(30 * 4);
        expect(await n(sql`select count(*) as n from articles where slug like 'scale-test-article-%'`)).toBe(120);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await count(sql`select count(*) as n from companies where slug like 'scale-test-company-%'`)).toBe(0);
  });
});
