// Sitemaps for crawlers: an index, one file of site pages, and companies / articles split into
// files of SITEMAP_PAGE_SIZE URLs (the protocol allows 50,000; smaller files answer faster).
import { asc, count, sql } from 'drizzle-orm';
import { publishedCompany } from '@/lib/server/services/companies';

import type { Db } from '@/lib/server/db/client';
import { articles, companies } from '@/lib/server/db/schema';
import { siteUrl } from '@/lib/server/env';
import { sitemapPaths } from '@/lib/routes';
import { publicArticle } from '@/lib/server/services/content';
import { absoluteUrl } from '@/lib/seo';

export const SITEMAP_PAGE_SIZE = 10_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

export type SitemapFile = { kind: 'pages' } | { kind: 'companies' | 'articles'; page: number };

/** 'pages.xml', 'companies-2.xml' → what it lists; anything else → null (a 404). */
export function parseSitemapName(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^(companies|articles)-([1-9]\d{0,4})\.xml$/.exec(name);
  return match ? { kind: match[1] as 'companies' | 'articles', page: Number(match[2]) } : null;
}

export async function sitemapIndex(db: Db): Promise<string[]> {
  const [[{ companyCount } = { companyCount: 0 }], [{ articleCount } = { articleCount: 0 }]] = await Promise.all([
    db.select({ companyCount: count() }).from(companies).where(publishedCompany()),
    db.select({ articleCount: count() }).from(articles).where(publicArticle()),
  ]);
  const files = ['pages.xml'];
  for (let page = 1; page <= Math.ceil(companyCount / SITEMAP_PAGE_SIZE); page++) files.push(`companies-${page}.xml`);
  for (let page = 1; page <= Math.ceil(articleCount / SITEMAP_PAGE_SIZE); page++) files.push(`articles-${page}.xml`);
  return files.map((file) => absoluteUrl(`/sitemaps/${file}`, siteUrl()));
}

export async function sitemapUrls(db: Db, file: SitemapFile): Promise<SitemapUrl[]> {
  const origin = siteUrl();
  if (file.kind === 'pages') return sitemapPaths.map((path) => ({ loc: absoluteUrl(path, origin) }));
  const offset = (file.page - 1) * SITEMAP_PAGE_SIZE;
  if (file.kind === 'companies') {
    const rows = await db
      .select({
        slug: companies.slug,
        category: companies.category,
        updated: sql<Date>`greatest(${companies.updatedAt}, ${companies.priceUpdatedAt})`,
      })
      .from(companies)
      .where(publishedCompany())
      .orderBy(asc(companies.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset(offset);
    return rows.flatMap((row) => {
      const lastmod = new Date(row.updated).toISOString();
      const urls = [{ loc: absoluteUrl(`/indian-stocks/${row.slug}`, origin), lastmod }];
      if (row.category === 'startup') urls.push({ loc: absoluteUrl(`/Startups/${row.slug}`, origin), lastmod });
      return urls;
    });
  }
  const rows = await db
    .select({ slug: articles.slug, publishedAt: articles.publishedAt })
    .from(articles)
    .where(publicArticle())
    .orderBy(asc(articles.id))
    .limit(SITEMAP_PAGE_SIZE)
    .offset(offset);
  return rows.map((row) => ({ loc: absoluteUrl(`/articles/${row.slug}`, origin), lastmod: row.publishedAt.toISOString() }));
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function urlSetXml(urls: SitemapUrl[]): string {
  const body = urls.map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(locations: string[]): string {
  const body = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /Cp',
    'Disallow: /cp',
    'Disallow: /api',
    'Disallow: /admin',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', siteUrl())}`,
    '',
  ].join('\n');
}
