import type { NextConfig } from 'next';

import { securityHeaders, settingsFromEnv } from './lib/securityHeaders';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets two builds live side by side (parallel test runs); the default is Next's own '.next'.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The build type-checks the app; tests and tool configs are checked by `npm run lint` (part of `npm test`).
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  // PGlite ships WebAssembly and data files, pdfkit its font metrics (.afm): loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pdfkit'],
  // Every response: pages, API routes and static files (lib/securityHeaders.ts). Computed at build time.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(settingsFromEnv()) }];
  },
};

export default nextConfig;
