// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { FILTERED_VIEWS } from '@/lib/filteredViews';
import { footerLinks, headerLinks, ROUTES, sitemapPaths } from '@/lib/routes';

// Files under pages/ that are not pages a visitor opens by a fixed path (a list's filtered views are
// reached by a rewrite of the list's own path).
const NOT_ROUTES = new Set([
  '/_app',
  '/_document',
  '/_error',
  '/404',
  '/robots.txt',
  '/sitemap.xml',
  ...FILTERED_VIEWS.map((view) => view.page),
]);

function pagePaths(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name === 'api' && !prefix ? [] : pagePaths(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    }
    const name = entry.name.replace(/\.tsx?$/, '');
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

describe('route table', () => {
  it('lists every page with a fixed path, and nothing else', () => {
    const pages = pagePaths(path.resolve(__dirname, '../../pages')).filter((page) => !NOT_ROUTES.has(page) && !page.includes('['));
    expect(ROUTES.map((route) => route.path).sort()).toEqual(pages.sort());
  });

  it('lists each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps signed-in areas out of the sitemap and the public menus', () => {
    const footer = (['Explore', 'Company', 'Legal'] as const).flatMap((group) => footerLinks(group).map((link) => link.href));
    const listed = [...sitemapPaths, ...headerLinks.map((link) => link.href), ...footer];
    const publicPaths = new Set(ROUTES.filter((route) => route.area === 'public').map((route) => route.path));
    expect(listed.filter((href) => !publicPaths.has(href))).toEqual([]);
  });
});
