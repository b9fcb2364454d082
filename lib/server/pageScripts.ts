// The one inline script a page really has: a Turbopack production build writes, in every page, a
// small <script> that queues the page's chunk list (next/dist/pages/_document.js,
// getInlineBootstrapScript). Its text depends only on the build and the page, so its SHA-256 can be
// allowed in the Content-Security-Policy instead of 'unsafe-inline'. This reads the build's
// manifests once and answers, per request path, the hashes that page's HTML needs.
// (A webpack build or `next dev` writes no such script: the manifest then has no bootstrap params.)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

interface BuildManifest {
  pagesChunkGroupBootstrapParams?: Record<string, unknown>;
  chunkLoadingGlobal?: string;
}

interface RouteEntry {
  page: string;
  regex: string;
}

interface RoutesManifest {
  staticRoutes?: RouteEntry[];
  dynamicRoutes?: RouteEntry[];
}

export interface PageScripts {
  /** The 'sha256-…' sources a response for this path needs (empty when the build inlines nothing). */
  hashesFor(pathname: string): string[];
}

// As next/dist/server/htmlescape.js: what React writes inside the <script> (the text the browser hashes).
const ESCAPES: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const htmlEscapeJsonString = (text: string) => text.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

// Pages whose HTML may answer any path: not found and the error pages.
const FALLBACK_PAGES = ['/404', '/500', '/_error'];

export function pageScriptsFrom(build: BuildManifest, routes: RoutesManifest): PageScripts {
  const params = build.pagesChunkGroupBootstrapParams;
  const global = build.chunkLoadingGlobal;
  if (!params || !global) return { hashesFor: () => [] };

  // As getTurbopackChunkGroupBootstrap in next/dist/server/get-page-files.js, for '/_app' and the page.
  const g = JSON.stringify(global);
  const hashOf = new Map<string, string>();
  for (const page of Object.keys(params)) {
    const statements = ['/_app', page]
      .map((name) => params[name])
      .filter(Boolean)
      .map((value) => `(globalThis[${g}] || (globalThis[${g}] = [])).push(${JSON.stringify(value)});`);
    if (statements.length) hashOf.set(page, sha256(htmlEscapeJsonString(statements.join('\n'))));
  }
  const pageRoutes = [...(routes.staticRoutes ?? []), ...(routes.dynamicRoutes ?? [])]
    .filter((route) => !route.page.startsWith('/api/') && hashOf.has(route.page))
    .map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  const fallback = FALLBACK_PAGES.map((page) => hashOf.get(page)).filter((hash): hash is string => !!hash);

  return {
    hashesFor(pathname) {
      const page = pageRoutes.find((route) => route.regex.test(pathname))?.page;
      const own = page ? hashOf.get(page) : undefined;
      return [...new Set([...(own ? [own] : []), ...fallback])];
    },
  };
}

let loaded: PageScripts | undefined;

/** This server's build (NEXT_DIST_DIR, default .next); no hashes when its manifests cannot be read. */
export function pageScripts(): PageScripts {
  if (loaded) return loaded;
  const dir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');
  try {
    const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    loaded = pageScriptsFrom(read('build-manifest.json') as BuildManifest, read('routes-manifest.json') as RoutesManifest);
  } catch {
    loaded = { hashesFor: () => [] };
  }
  return loaded;
}
