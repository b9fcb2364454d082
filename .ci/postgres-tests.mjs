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
let code = 1;
try {
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'integration'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url.toString(), VITEST_REPORT_NAME: 'integration-postgres' },
  });
  code = run.status ?? 1;
} finally {
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
process.exit(code);
