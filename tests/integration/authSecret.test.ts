// The token secret is never a constant: AUTH_SECRET, or one generated on first start and kept (a
// 0600 file beside the embedded database; a row every instance shares on PostgreSQL).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { authSecret, secretFileOf, secretFromDatabase, secretFromFile } from '@/lib/server/auth/secret';
import { getDbHandle } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a secret kept beside the embedded database', () => {
  it('is generated once (256 random bits, file mode 0600) and read back the same on the next start', () => {
    const file = secretFileOf(path.join(dir, 'pglite'));
    expect(file).toBe(path.join(dir, 'pglite.secret'));
    const first = secretFromFile(file);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(secretFromFile(file)).toBe(first);
    // Another folder, another secret.
    expect(secretFromFile(secretFileOf(path.join(dir, 'other')))).not.toBe(first);
  });

  it('refuses a file it did not write, naming it, rather than sign with whatever it holds', () => {
    const file = path.join(dir, 'tampered.secret');
    fs.writeFileSync(file, 'dev-only-secret-change-me-in-production-0123456789\n', { mode: 0o600 });
    expect(() => secretFromFile(file)).toThrow(file);
  });
});

describe('a secret kept in the database', () => {
  it('is one row that every caller (every instance) reads the same, even when they race to create it', async () => {
    const handle = await getDbHandle();
    const values = await Promise.all([secretFromDatabase(handle), secretFromDatabase(handle), secretFromDatabase(handle)]);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // On PostgreSQL without AUTH_SECRET, that row is what this process signs with.
    if (handle.kind === 'postgres' && !env().AUTH_SECRET) expect(await authSecret()).toBe(values[0]);
  });
});

describe('a malformed AUTH_SECRET', () => {
  it('stops the start, naming it', async () => {
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    // What Next runs at start (instrumentation.ts), as the Node.js runtime.
    const script = "import('./instrumentation.ts').then((m) => (m.register ?? m.default.register)())";
    const failure = await run(process.execPath, [path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), '-e', script], {
      cwd: process.cwd(),
      env: {
        ...inherited,
        NEXT_RUNTIME: 'nodejs',
        AUTH_SECRET: 'too-short',
        PGLITE_DIR: path.join(dir, 'never-opened'),
        LOG_LEVEL: 'error',
      },
      timeout: 120_000,
    }).then(
      () => null,
      (error: unknown) => error as { code?: number; stderr?: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/AUTH_SECRET: must be at least 32 characters/);
    expect(fs.existsSync(path.join(dir, 'never-opened'))).toBe(false);
  });
});
