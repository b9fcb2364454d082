import fs from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// The browser: CHROMIUM_PATH, else Debian's Chromium, else Playwright's own download.
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => fs.existsSync(path));
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    // A fresh embedded database for every run, migrated and seeded by the server at start.
    command: `rm -rf .data/e2e-${PORT} && npx next start -H 127.0.0.1 -p ${PORT}`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PGLITE_DIR: `.data/e2e-${PORT}/pglite`,
      APP_ENV: 'test',
      NEXTAUTH_URL: baseURL,
      RATE_LIMIT_MULTIPLIER: '20',
      LOG_LEVEL: 'warn',
    },
  },
});
