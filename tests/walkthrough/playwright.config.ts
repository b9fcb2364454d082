// The walk-through of issue 25 (docs/walkthrough.md): the five journeys at 360 and 1280 px against a
// production build, a screenshot at each step. Not part of `npm test`: run it with `npm run walkthrough`.
import path from 'node:path';

import { defineConfig, type Project } from '@playwright/test';

import e2e from '../../playwright.config';

const ROOT = path.resolve(__dirname, '../..');
// The full browser (the e2e suite's chromium-full project), not the headless shell: these steps are
// checked and drawn as a person's Chrome shows them (the shell boots public pages at load and draws
// them a little differently).
const project = (name: string) => e2e.projects?.find((one) => one.name === name) as Project;
const setup = project('setup');
const fullBrowser = project('chromium-full');

export const WIDTHS = [360, 1280] as const;

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: /\.walk\.ts$/,
  // Each journey is long and steps through one person's story: no retries, a screenshot at each step.
  retries: 0,
  timeout: 300_000,
  reporter: [['list']],
  outputDir: path.join(ROOT, 'test-results-walkthrough'),
  projects: [
    // The operator's sign-in for the run, as the e2e suite does it (tests/e2e/operator.setup.ts).
    { ...setup, testDir: path.join(ROOT, 'tests/e2e') },
    ...WIDTHS.map((width) => ({
      name: `walk-${width}`,
      dependencies: [setup.name!],
      use: { ...fullBrowser.use, viewport: { width, height: 800 } },
    })),
  ],
  webServer: (Array.isArray(e2e.webServer) ? e2e.webServer : []).map((server) => ({ ...server, cwd: ROOT })),
});
