import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// On CI each run also writes a JSON report, which .ci/summary.mjs adds up into one closing line.
const reportName = (process.env.VITEST_REPORT_NAME ?? process.env.npm_lifecycle_event ?? 'vitest').replace(/[^\w-]/g, '-');

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    globals: true,
    reporters: process.env.CI ? ['default', ['json', { outputFile: `test-reports/${reportName}.json` }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/integration/setup.ts'],
          // One process and one database for the run: opening PGlite costs ~10 s (WebAssembly),
          // and on PostgreSQL the files share one database anyway, so tests never assume a fresh one.
          fileParallelism: false,
          isolate: false,
          // Generous bounds, never timing assertions: the tests that start a child process (tsx
          // compiling the app's modules) took over 60 s on a machine loaded with other work.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
