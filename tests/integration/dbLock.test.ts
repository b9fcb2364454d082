// A second process opening an embedded-database folder that is in use gets a clear error.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);

afterAll(() => {
  holder.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

function migrate() {
  return spawnSync('npx', ['tsx', 'lib/server/db/cli.ts', 'migrate'], {
    env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: path.join(dir, 'pglite') },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database folder lock', () => {
  it('refuses a folder another live process holds, naming it', () => {
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(holder.pid));
    const run = migrate();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`is in use by process ${holder.pid}`);
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    fs.writeFileSync(path.join(dir, 'pglite.lock'), '999999');
    const run = migrate();
    expect(run.stderr).not.toContain('in use');
    expect(run.status).toBe(0);
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });
});
