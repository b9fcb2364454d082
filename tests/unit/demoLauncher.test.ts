// @vitest-environment node
// `npm run demo` builds only when needed (lib/server/demo.mjs): a finished build newer than every file it reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildIsCurrent } from '@/lib/server/demo.mjs';

let dir: string;
const HOUR = 3600;
const now = Math.floor(Date.now() / 1000);

/** Writes a file (and its folders) with the given modification time, in seconds ago. */
function write(file: string, secondsAgo: number) {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, file);
  fs.utimesSync(full, now - secondsAgo, now - secondsAgo);
}

/** Sets a folder's own time (adding a file changes it; a checkout leaves it wherever that was). */
const age = (folder: string, secondsAgo: number) => fs.utimesSync(path.join(dir, folder), now - secondsAgo, now - secondsAgo);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-build-'));
  write('pages/index.tsx', 3 * HOUR);
  write('lib/server/db/seed.ts', 3 * HOUR);
  write('package.json', 3 * HOUR);
  for (const folder of ['pages', 'lib/server/db', 'lib/server', 'lib']) age(folder, 3 * HOUR);
  write('.next/export-marker.json', 2 * HOUR);
  // Not read by the build: never a reason to build again.
  write('tests/e2e/new.spec.ts', 0);
  write('.data/pglite/base', 0);
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the demo launcher', () => {
  it('keeps a finished build newer than every source', () => {
    expect(buildIsCurrent(dir, '.next')).toBe(true);
  });

  it('builds when there is no finished build (none yet, or one that failed or was interrupted)', () => {
    fs.rmSync(path.join(dir, '.next/export-marker.json'));
    expect(buildIsCurrent(dir, '.next')).toBe(false);
  });

  it('builds when a source file, deep or at the top, changed after the build', () => {
    write('lib/server/db/seed.ts', 0);
    age('lib/server/db', 3 * HOUR);
    expect(buildIsCurrent(dir, '.next')).toBe(false);
    write('lib/server/db/seed.ts', 3 * HOUR);
    write('package.json', 0);
    expect(buildIsCurrent(dir, '.next')).toBe(false);
  });

  it('builds when a source file was removed after the build (its folder changed)', () => {
    fs.rmSync(path.join(dir, 'pages/index.tsx'));
    expect(buildIsCurrent(dir, '.next')).toBe(false);
  });

  it('reads the build where NEXT_DIST_DIR puts it', () => {
    expect(buildIsCurrent(dir, '.next-other')).toBe(false);
    write('.next-other/export-marker.json', HOUR);
    expect(buildIsCurrent(dir, '.next-other')).toBe(true);
  });
});
