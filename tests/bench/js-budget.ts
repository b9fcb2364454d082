// npm run bench:js: the compressed JavaScript each public page loads, against a running server, as a
// ratio to an empty page of the same build (/404: the public shell with nothing in it). It counts the
// <script src> files in the page's HTML (what the browser runs before the page is interactive), each
// gzipped here; code loaded later on demand (a dialog, a form's schema) is not counted. A public page's
// scripts wait for the visitor's first interaction (listed in <script data-boot-scripts> data blocks, lib/lazyBoot.ts): they are
// counted, and the column "before interaction" gives what runs before any. Figures are printed, never
// asserted.
//   JS_BUDGET_URL (default http://127.0.0.1:3000)
import { gzipSync } from 'node:zlib';

import { LAZY_SCRIPTS_ATTRIBUTE } from '../../lib/lazyBoot';

const base = (process.env.JS_BUDGET_URL ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

async function text(path: string): Promise<string> {
  const response = await fetch(base + path);
  // The 404 page answers 404 on purpose; anything else must succeed.
  if (!response.ok && response.status !== 404) throw new Error(`${path}: HTTP ${response.status}. Is the server running at ${base}?`);
  return response.text();
}

async function firstCompanySlug(): Promise<string> {
  const response = await fetch(`${base}/api/v1/admin/getCompanyList?page=1&limit=1`);
  if (!response.ok) throw new Error(`Could not list companies from ${base} (HTTP ${response.status}). Is the server running?`);
  const body = (await response.json()) as { data: { result: { slug: string }[] } };
  return body.data.result[0]!.slug;
}

async function firstArticlePath(): Promise<string> {
  const xml = await text('/sitemaps/articles-1.xml');
  const match = /<loc>https?:\/\/[^/]+(\/articles\/[^<]+)<\/loc>/.exec(xml);
  if (!match) throw new Error('No article found in /sitemaps/articles-1.xml');
  return match[1]!;
}

const gzipped = new Map<string, Promise<number>>();

function gzipSize(src: string): Promise<number> {
  let size = gzipped.get(src);
  if (!size) {
    size = fetch(new URL(src, base)).then(async (response) => {
      if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
      return gzipSync(Buffer.from(await response.arrayBuffer())).length;
    });
    gzipped.set(src, size);
  }
  return size;
}

interface PageJs {
  name: string;
  path: string;
  scripts: string[];
  bytes: number;
  /** Of those, what runs before the visitor does anything (not listed in a data-boot-scripts block). */
  eagerBytes: number;
}

async function pageJs(name: string, path: string): Promise<PageJs> {
  const html = await text(path);
  // noModule scripts (the legacy polyfills) are skipped by every browser that runs modules: not counted.
  const tags = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)]
    .filter(([, attributes]) => !/\bnomodule\b/i.test(attributes!))
    .flatMap(([, attributes, content]) => {
      // A lazy page's list: <script type="application/json" data-boot-scripts="">["/_next/…"]</script>.
      const list = new RegExp(`\\b${LAZY_SCRIPTS_ATTRIBUTE}="([^"]*)"`).exec(attributes!);
      if (list) return (JSON.parse(content!) as string[]).map((src) => ({ src, lazy: true }));
      const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
      return src ? [{ src: src.replace(/&amp;/g, '&'), lazy: false }] : [];
    });
  const sizes = await Promise.all(tags.map(({ src }) => gzipSize(src)));
  const sum = (lazy?: boolean) =>
    sizes.reduce((total, size, index) => (lazy === undefined || tags[index]!.lazy === lazy ? total + size : total), 0);
  return { name, path, scripts: tags.map(({ src }) => src), bytes: sum(), eagerBytes: sum(false) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const slug = await firstCompanySlug();
  const articlePath = await firstArticlePath();
  const empty = await pageJs('empty page /404', '/404');
  const pages = [
    empty,
    await pageJs('home', '/'),
    await pageJs('company page', `/indian-stocks/${slug}`),
    await pageJs('article', articlePath),
    await pageJs('company list', '/indian-stocks'),
    await pageJs('screener', '/screener'),
  ];
  // What every page of the build loads whatever its content: webpack's runtime, React, Next's client.
  const common = empty.scripts.filter((src) => pages.every((page) => page.scripts.includes(src)) && !src.includes('/pages/'));
  const commonBytes = (await Promise.all(common.map(gzipSize))).reduce((sum, size) => sum + size, 0);

  process.stdout.write(`Compressed JavaScript (gzip) per page, ${base}\n`);
  console.table(
    pages.map((page) => ({
      page: page.name,
      path: page.path,
      scripts: page.scripts.length,
      'KB gzip': kb(page.bytes),
      'vs empty page': (page.bytes / empty.bytes).toFixed(2),
      'KB before interaction': kb(page.eagerBytes),
    })),
  );
  process.stdout.write(`Shared by every page (framework, runtime, main): ${kb(commonBytes)} KB gzip in ${common.length} files\n`);
  const appScript = empty.scripts.find((src) => src.includes('/pages/_app'));
  if (appScript) process.stdout.write(`The app shell (pages/_app): ${kb(await gzipSize(appScript))} KB gzip\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
