// npm run lighthouse: Lighthouse (mobile, default throttling) on the public pages of a running server,
// printing performance, accessibility, best practices and SEO per page with the metrics behind the
// performance score. Uses Debian's full Chromium (CHROMIUM_PATH, else /usr/bin/chromium), not the
// headless shell the end-to-end tests run.
// Plain JavaScript: a TypeScript runner (tsx) renames the functions Lighthouse sends into the page.
// Scores on a shared machine move from run to run: run it while nothing else is busy, and more than once.
//   LIGHTHOUSE_URL (default http://127.0.0.1:3000)  LIGHTHOUSE_REPORTS=<dir>: also write each page's JSON report
//   LIGHTHOUSE_RUNS (default 1): runs per page; the row shown is the run with the median performance score
//   LIGHTHOUSE_PAGES: a comma-separated subset of home,company,article,list,screener
//   LIGHTHOUSE_PATHS: comma-separated paths to measure instead (e.g. /glossary,/Faq)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = (process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const chromePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => fs.existsSync(file));
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());

async function firstCompanySlug() {
  const response = await fetch(`${base}/api/v1/admin/getCompanyList?page=1&limit=1`);
  if (!response.ok) throw new Error(`Could not list companies from ${base} (HTTP ${response.status}). Is the server running?`);
  const body = await response.json();
  return body.data.result[0].slug;
}

async function firstArticlePath() {
  const xml = await (await fetch(`${base}/sitemaps/articles-1.xml`)).text();
  const match = /<loc>https?:\/\/[^/]+(\/articles\/[^<]+)<\/loc>/.exec(xml);
  if (!match) throw new Error('No article found in /sitemaps/articles-1.xml');
  return match[1];
}

const score = (value) => (value == null ? '–' : Math.round(value * 100));
const ms = (value) => (value == null ? '–' : Math.round(value));

async function main() {
  const paths = process.env.LIGHTHOUSE_PATHS?.split(',').map((value) => value.trim());
  const pages =
    paths?.map((value) => ({ key: value, name: value, path: value })) ??
    [
      { key: 'home', name: 'home', path: '/' },
      { key: 'company', name: 'company page', path: `/indian-stocks/${await firstCompanySlug()}` },
      { key: 'article', name: 'article', path: await firstArticlePath() },
      { key: 'list', name: 'company list', path: '/indian-stocks' },
      { key: 'screener', name: 'screener', path: '/screener' },
    ].filter((page) => !only || only.includes(page.key));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        // Lighthouse's defaults: the mobile form factor, simulated slow 4G and a 4× slower CPU.
        const result = await lighthouse(base + page.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        results.push(result);
      }
      results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
      const result = results[Math.floor((results.length - 1) / 2)];
      const { categories, audits } = result.lhr;
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(path.join(reportDir, `${page.name.replace(/\W+/g, '-')}.json`), result.report);
      }
      rows.push({
        page: page.name,
        path: page.path,
        performance: score(categories.performance?.score),
        ...(runs > 1 && { 'all runs': results.map((r) => score(r.lhr.categories.performance?.score)).join(' ') }),
        accessibility: score(categories.accessibility?.score),
        'best practices': score(categories['best-practices']?.score),
        SEO: score(categories.seo?.score),
        'FCP ms': ms(audits['first-contentful-paint']?.numericValue),
        'LCP ms': ms(audits['largest-contentful-paint']?.numericValue),
        'TBT ms': ms(audits['total-blocking-time']?.numericValue),
        CLS: audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '–',
        'SI ms': ms(audits['speed-index']?.numericValue),
      });
    }
  } finally {
    chrome.kill();
  }
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  process.stdout.write(`Lighthouse ${base} (mobile, default throttling), ${runs} run(s) a page, load average ${load}\n`);
  console.table(rows);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
