import fs from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
// Servers the tests start beside the site, on ports derived from E2E_PORT (so parallel runs differ):
// a mail + SMS catcher (tests/support/catcher.mjs) and an OpenID Connect provider playing Google.
export const SUPPORT_PORTS = { smtp: PORT + 25, catcher: PORT + 26, oidc: PORT + 27, oidcControl: PORT + 28 };

// The browser: CHROMIUM_PATH, else Debian's headless shell (package chromium-headless-shell, what
// Playwright itself runs headless: 46 tests took 2.6 min with it, 4.0 min with the full browser),
// else Debian's Chromium, else Playwright's own download. For a visible browser (--headed, --debug) set
// CHROMIUM_PATH=/usr/bin/chromium.
const FULL_BROWSER = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
function chromiumPath(full = false): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return [...(full ? [] : ['/usr/bin/chromium-headless-shell']), ...FULL_BROWSER].find((path) => fs.existsSync(path));
}

// The specs of what a public page does before its scripts start (lib/lazyBoot.ts) run in the full
// browser: the headless shell moves its mouse over the page as it loads (a trusted pointermove, most
// loads), which is an interaction and starts the scripts at once.
const BEFORE_BOOT_SPECS = /(lazy-boot|login-modal)\.spec\.ts$/;

const browser = (full: boolean) => ({
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath(full),
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
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // On CI a failed test runs again with a trace (recording one for every test cost about a quarter of
    // the run's time: 46 tests took 5.5 min with it, 4.0 min without, on this 2-core machine).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Signs the demo operator in once for the run (tests/e2e/operator.setup.ts).
    // It also has a second admin join through the emailed link (a browser page), for four eyes.
    {
      name: 'setup',
      testMatch: /operator\.setup\.ts$/,
      use: { launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox'] } },
    },
    { name: 'chromium', dependencies: ['setup'], testIgnore: BEFORE_BOOT_SPECS, use: browser(false) },
    { name: 'chromium-full', dependencies: ['setup'], testMatch: BEFORE_BOOT_SPECS, use: browser(true) },
  ],
  webServer: [
    {
      command: `node tests/support/catcher.mjs ${SUPPORT_PORTS.smtp} ${SUPPORT_PORTS.catcher}`,
      url: `http://127.0.0.1:${SUPPORT_PORTS.catcher}/health`,
      reuseExistingServer: !process.env.CI,
      env: { CATCHER_SMS_TOKEN: 'e2e-sms-token' },
    },
    {
      command: `node tests/support/oidc.mjs ${SUPPORT_PORTS.oidc} ${SUPPORT_PORTS.oidcControl}`,
      url: `http://127.0.0.1:${SUPPORT_PORTS.oidc}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // A fresh embedded database for every run, migrated and seeded by the server at start.
      // `npm start`: Next's own production server.
      command: `rm -rf .data/e2e-${PORT} && node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${PORT}`,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: {
        PGLITE_DIR: `.data/e2e-${PORT}/pglite`,
        UPLOAD_DIR: `.data/e2e-${PORT}/uploads`,
        APP_ENV: 'test',
        // The demo accounts of the README: specs sign in as them (operator.setup.ts, fixtures.ts).
        DEMO_ACCOUNTS: 'true',
        // Links in emails and pages name the address the specs use; set at start only, as `npm run demo` does.
        NEXT_PUBLIC_SITE_URL: baseURL,
        NEXTAUTH_URL: baseURL,
        RATE_LIMIT_MULTIPLIER: '20',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SUPPORT_PORTS.smtp}`,
        SMS_WEBHOOK_URL: `http://127.0.0.1:${SUPPORT_PORTS.catcher}/sms`,
        SMS_WEBHOOK_TOKEN: 'e2e-sms-token',
        GOOGLE_CLIENT_ID: 'e2e-google-client',
        GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${SUPPORT_PORTS.oidc}`,
      },
    },
  ],
});
