// The embedded database's folder and the upload folder are readable by the server's user only: every
// folder 0700 and every file 0600, whatever umask the server was started with (here 000, which would
// leave everything writable by everyone), on a fresh start, on a start over loosened files, and for
// each file written afterwards.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { LocalDiskImageStore, useImageStore } from '@/lib/server/images/store';

import { createInvestor } from './factories';
import { bearer } from './http';
import { PNG, uploadKycFile } from './kycFiles';

const run = promisify(execFile);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'private-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every folder and file under `folder` (itself included) with its permission bits, as 'folder 700' or 'file 600' lines. */
function modes(folder: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry);
    found.set(path.relative(root, entry) || '.', `${stat.isDirectory() ? 'folder' : 'file'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(folder);
  return found;
}

/** The entries whose mode is not the owner's only (folders 0700, files 0600): empty when all are private. */
function notPrivate(folder: string): string[] {
  return [...modes(folder)].filter(([, mode]) => mode !== 'folder 700' && mode !== 'file 600').map(([name, mode]) => `${name}: ${mode}`);
}

/** Runs `fn` with this process's umask (which children inherit) set to `mask`, then puts it back. */
async function withUmask<T>(mask: number, fn: () => Promise<T>): Promise<T> {
  const before = process.umask(mask);
  try {
    return await fn();
  } finally {
    process.umask(before);
  }
}

const pgliteDir = path.join(root, 'data', 'pglite');
const uploadDir = path.join(root, 'uploads');

/** One start of the server (what `npm start` runs before it listens) on the embedded database in `pgliteDir`. */
async function start(settings: Record<string, string> = {}) {
  const { DATABASE_URL, PGLITE_DIR, UPLOAD_DIR, ...inherited } = process.env;
  const tsx = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
  return run(process.execPath, [tsx, 'tests/support/startOnce.ts'], {
    cwd: process.cwd(),
    env: { ...inherited, DATABASE_URL: '', PGLITE_DIR: pgliteDir, UPLOAD_DIR: uploadDir, LOG_LEVEL: 'error', ...settings },
    timeout: 240_000,
  });
}

describe('files only the server can read', () => {
  it('a start with umask 000 creates the database 0700/0600, tightens uploads left loose, and keeps them so over a later start', async () => {
    // Uploads an earlier version left readable by everyone.
    await withUmask(0, async () => {
      fs.mkdirSync(path.join(uploadDir, 'kyc'), { recursive: true, mode: 0o777 });
      fs.writeFileSync(path.join(uploadDir, 'kyc', 'old-scan.png'), PNG, { mode: 0o666 });
    });
    expect(notPrivate(uploadDir)).toEqual(['uploads: folder 777', 'uploads/kyc: folder 777', 'uploads/kyc/old-scan.png: file 666']);

    // A fresh database: migrated and filled with the public content and the demo accounts.
    await withUmask(0, () => start({ DEMO_ACCOUNTS: 'true' }));
    expect(modes(pgliteDir).size).toBeGreaterThan(500);
    expect(notPrivate(pgliteDir)).toEqual([]);
    expect(notPrivate(uploadDir)).toEqual([]);
    // The token secret beside the database (lib/server/auth/secret.ts).
    expect(modes(`${pgliteDir}.secret`).get('data/pglite.secret')).toBe('file 600');

    // Files loosened since (a copy, a restore from backup) are tightened by the next start, and what it writes is private.
    const walFolder = path.join(pgliteDir, 'pg_wal');
    const wal = fs.readdirSync(walFolder).find((name) => /^[0-9A-F]{24}$/.test(name));
    fs.chmodSync(path.join(walFolder, wal!), 0o666);
    fs.chmodSync(walFolder, 0o777);
    fs.chmodSync(pgliteDir, 0o755);
    await withUmask(0, () => start({ DEMO_ACCOUNTS: 'true' }));
    expect(notPrivate(pgliteDir)).toEqual([]);
  });

  it('an upload written with umask 000 is 0600 in a 0700 folder', async () => {
    const folder = path.join(root, 'new-uploads');
    useImageStore(new LocalDiskImageStore(folder));
    try {
      const { user } = await createInvestor({ fullName: 'Private Scan' });
      const headers = await bearer('user', user.id);
      const uploaded = await withUmask(0, () => uploadKycFile(headers, { kind: 'pan_card' }));
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    } finally {
      useImageStore(undefined);
    }
    expect([...modes(folder).values()]).toEqual(['folder 700', 'folder 700', 'file 600']);
    expect(notPrivate(folder)).toEqual([]);
  });
});
