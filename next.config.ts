import path from 'node:path';

import type { NextConfig } from 'next';

import { filteredViewRewrites } from './lib/filteredViews';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets two builds live side by side (parallel test runs); the default is Next's own '.next'.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // An ETag is a hash of the whole body computed in JavaScript on every answer (7% of a cached
  // page's server time); rendered pages are reused server-side instead (incremental static regeneration).
  generateEtags: false,
  // A reused page's Cache-Control: s-maxage is its revalidate time; a shared cache may then serve it
  // stale while it fetches a fresh one for up to this long (Next's default is a year).
  expireTime: 3600,
  // Several instances share the rendered pages through Redis when REDIS_URL is set at start
  // (@fortedigital/nextjs-cache-handler, lib/server/cache/cacheHandler.mjs); without it each keeps its
  // own on disk. No memory copy in front of the handler: another instance's refresh must be seen at once.
  ...(process.env.REDIS_URL && { cacheHandler: path.resolve('lib/server/cache/cacheHandler.mjs'), cacheMaxMemorySize: 0 }),
  // The most of a request's body Next copies for the middleware (default 10 MB): it runs on pages and files
  // only, which take none, and reads none itself. API routes are outside it (middleware.ts).
  experimental: { proxyClientMaxBodySize: 1024 },
  // The build type-checks the app; tests and tool configs are checked by `npm run lint` (part of `npm test`).
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  // PGlite ships WebAssembly and data files, pdfkit its font metrics (.afm): loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pdfkit'],
  // Security headers are not here: headers() is computed at build time, and they must follow the
  // running server's settings, so middleware.ts sets them on every response. The build is webpack's
  // (`next build --webpack`): it writes no inline script, and ours is the same on every page
  // (lib/bootScript.ts, allowed by its hash), so one policy fits every page.
  // /indian-stocks and /articles with a query: their server-rendered twins (lib/filteredViews.ts).
  async rewrites() {
    return { beforeFiles: filteredViewRewrites(), afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
