// With APP_ENV=production no demo account of any role is seeded (their passwords are public).
// Runs the real `seed` command in a child process with production settings, on a database of its own.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-production-'));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('seeding with APP_ENV=production', () => {
  it('writes the public data but no investor, partner or operator', async () => {
    const folder = path.join(dir, 'db');
    // The embedded database even when the suite runs on PostgreSQL.
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    await run(process.execPath, [path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), 'lib/server/db/cli.ts', 'seed'], {
      cwd: process.cwd(),
      env: { ...inherited, APP_ENV: 'production', AUTH_SECRET: 'p'.repeat(64), PGLITE_DIR: folder, LOG_LEVEL: 'error' },
      timeout: 120_000,
    });
    const client = new PGlite(folder);
    try {
      const count = async (table: string) => Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);
      expect(await count('companies')).toBeGreaterThan(0);
      expect(await count('users')).toBe(0);
      expect(await count('partners')).toBe(0);
      expect(await count('operators')).toBe(0);
    } finally {
      await client.close();
    }
  });
});
