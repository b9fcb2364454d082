// @vitest-environment node
// `npm run demo` (lib/server/demo.mjs) builds only when needed (a finished build newer than every file it reads),
// listens on this machine only unless told otherwise, and makes its links from where it listens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildIsCurrent, listeningNotice, startOptions } from '@/lib/server/demo.mjs';

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

describe('where the demo listens', () => {
  it('on 127.0.0.1 only when no hostname is named, saying so and how to open it to the network', () => {
    const options = startOptions([], {});
    expect(options).toEqual({
      args: ['-H', '127.0.0.1'],
      hostname: '127.0.0.1',
      address: 'http://127.0.0.1:3000',
      siteUrl: 'http://127.0.0.1:3000',
    });
    const notice = listeningNotice(options);
    expect(notice).toContain('The demo listens on 127.0.0.1 only, so only this machine can open it: http://127.0.0.1:3000');
    expect(notice).toContain('npm run demo -- -H 0.0.0.0');
    expect(notice).toContain('Links in emails: http://127.0.0.1:3000');
  });

  it.each([
    [['-p', '4000'], '4000'],
    [['--port', '4001'], '4001'],
    [['--port=4002'], '4002'],
    [['-p4003'], '4003'],
  ])('keeps the port of %j, on 127.0.0.1, and links to it', (args, port) => {
    expect(startOptions(args, {})).toEqual({
      args: [...args, '-H', '127.0.0.1'],
      hostname: '127.0.0.1',
      address: `http://127.0.0.1:${port}`,
      siteUrl: `http://127.0.0.1:${port}`,
    });
  });

  it("takes the port from PORT as Next does, the command line's first", () => {
    expect(startOptions([], { PORT: '5000' }).siteUrl).toBe('http://127.0.0.1:5000');
    expect(startOptions(['-p', '4000'], { PORT: '5000' }).siteUrl).toBe('http://127.0.0.1:4000');
  });

  it.each([
    [['-H', '0.0.0.0'], '0.0.0.0', 'http://localhost:3000'],
    [['--hostname', '192.0.2.10', '-p', '4000'], '192.0.2.10', 'http://192.0.2.10:4000'],
    [['--hostname=::1'], '::1', 'http://[::1]:3000'],
    [['-Hlocalhost'], 'localhost', 'http://localhost:3000'],
  ])('passes a named hostname %j through unchanged', (args, hostname, address) => {
    expect(startOptions(args, {})).toEqual({ args, hostname, address, siteUrl: address });
  });

  it('warns that other machines can sign in when it listens beyond this one', () => {
    const notice = listeningNotice(startOptions(['-H', '0.0.0.0'], {}));
    expect(notice).toContain('The demo listens on 0.0.0.0');
    expect(notice).toContain('Other machines that reach it can sign in with the demo accounts');
    expect(notice).toContain('set NEXT_PUBLIC_SITE_URL to the address they use');
    expect(listeningNotice(startOptions(['-H', '::1'], {}))).toContain('only this machine can open it');
  });

  it('keeps a NEXT_PUBLIC_SITE_URL given in the environment', () => {
    expect(startOptions(['-p', '4000'], { NEXT_PUBLIC_SITE_URL: 'https://demo.example' }).siteUrl).toBe('https://demo.example');
  });
});
