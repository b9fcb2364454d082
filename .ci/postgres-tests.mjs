// Runs the integration suite against PostgreSQL in a database of its own, created and dropped here.
// Skips (exit 0, saying so) when no server answers; `npm run test:integration:pg` runs it by hand.
import { spawnSync } from 'node:child_process';

import pg from 'pg';

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.log(`PostgreSQL did not answer at ${adminUrl} (${error.message}); skipping the PostgreSQL run.`);
  process.exit(0);
}

const database = `it_${process.pid}_${Date.now()}`;
await admin.query(`create database ${database}`);
const url = new URL(adminUrl);
url.pathname = `/${database}`;
// Every file shares this one database (on PGlite each worker has its own). The outbox sender's tests
// drain the whole outbox, which here also holds the mail other files write at the same moment (a CI
// run saw a second sender send 6 such rows where the test expects none): that file runs alone, after
// the others.
const ALONE = 'tests/integration/notifications.test.ts';
const vitest = (args, reportName) =>
  spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url.toString(), VITEST_REPORT_NAME: reportName },
  }).status ?? 1;
let code = 1;
try {
  const rest = vitest(['--exclude', ALONE], 'integration-postgres');
  const alone = vitest([ALONE], 'integration-postgres-outbox');
  code = rest || alone;
} finally {
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
process.exit(code);
