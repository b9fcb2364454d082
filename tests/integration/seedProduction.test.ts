// The seed command (`npm run db:seed`) follows a start's rule: no account of any role unless
// DEMO_ACCOUNTS=true, which APP_ENV=production refuses (the demo passwords are public). Runs the real
// command in a child process, on an embedded database of its own (even when the suite runs on PostgreSQL).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-production-'));
const folder = path.join(dir, 'db');

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function seed(settings: Record<string, string>): Promise<{ code: number; stderr: string }> {
  // setup.ts's choices are not the command's defaults: each run says what it wants.
  const { DATABASE_URL, DEMO_ACCOUNTS, APP_ENV, ...inherited } = process.env;
  try {
    const { stderr } = await run(
      process.execPath,
      [path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), 'lib/server/db/cli.ts', 'seed'],
      {
        cwd: process.cwd(),
        env: { ...inherited, AUTH_SECRET: 'p'.repeat(64), PGLITE_DIR: folder, LOG_LEVEL: 'error', ...settings },
        timeout: 120_000,
      },
    );
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? 1, stderr: failed.stderr ?? '' };
  }
}

async function counts() {
  const client = new PGlite(folder);
  try {
    const count = async (table: string) => Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);
    return {
      companies: await count('companies'),
      users: await count('users'),
      partners: await count('partners'),
      operators: await count('operators'),
    };
  } finally {
    await client.close();
  }
}

describe('the seed command', () => {
  it('with APP_ENV=production writes the public data but no investor, partner or operator', async () => {
    const seeded = await seed({ APP_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://shares.example.in' });
    expect(seeded.code, seeded.stderr).toBe(0);
    const rows = await counts();
    expect(rows.companies).toBeGreaterThan(0);
    expect(rows).toMatchObject({ users: 0, partners: 0, operators: 0 });
  });

  it('refuses DEMO_ACCOUNTS=true with APP_ENV=production, naming both, and writes nothing', async () => {
    const before = await counts();
    const refused = await seed({ APP_ENV: 'production', DEMO_ACCOUNTS: 'true' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/DEMO_ACCOUNTS: must not be true with APP_ENV=production/);
    expect(await counts()).toEqual(before);
  });

  it('with DEMO_ACCOUNTS=true adds the three demo accounts to a database seeded without them', async () => {
    const demo = await seed({ DEMO_ACCOUNTS: 'true' });
    expect(demo.code, demo.stderr).toBe(0);
    expect(await counts()).toMatchObject({ users: 1, partners: 1, operators: 1 });
  });
});
