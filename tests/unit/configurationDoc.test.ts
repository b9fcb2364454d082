// @vitest-environment node
// docs/configuration.md names every setting, and only settings something still reads: every variable of
// lib/server/env.ts's schema, every process.env read of the application code, and nothing else.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseEnv } from '@/lib/server/env';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

const NAME = /^[A-Z][A-Z0-9_]*$/;

/** The keys of env.ts's schema: `    NAME: z…` lines inside its z.object({ … }). */
function envSchemaNames(): string[] {
  const source = read('lib/server/env.ts');
  const body = source.slice(source.indexOf('z\n  .object({'), source.indexOf('.superRefine('));
  return [...body.matchAll(/^ {4}([A-Z][A-Z0-9_]*): z\b/gm)].map((match) => match[1]!);
}

/** The variables the page's tables name: every `NAME` in the first cell of a table row. */
function documentedNames(): string[] {
  const names = new Set<string>();
  for (const line of read('docs/configuration.md').split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([^`]+)`/g)) if (NAME.test(name!)) names.add(name!);
  }
  return [...names];
}

const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/;

function sourceFiles(dirs: readonly string[], files: readonly string[] = []): string[] {
  const found = files.filter((file) => fs.existsSync(path.join(root, file)));
  for (const dir of dirs) {
    if (!fs.existsSync(path.join(root, dir))) continue;
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (SOURCE.test(entry)) found.push(path.join(dir, entry));
    }
  }
  return found;
}

// The application: what runs when the site is built or served.
const APP_DIRS = ['lib', 'pages', 'components', 'layouts'];
const APP_FILES = ['middleware.ts', 'next.config.ts', 'instrumentation.ts'];

// Set by Node, Next or npm, or written (not read) by the app for a library: not settings.
const NOT_SETTINGS = new Set(['NODE_ENV', 'NEXT_RUNTIME', 'NEXT_PHASE', 'AUTH_TRUST_HOST']);
// Read by Next's own server (`next start`, `next dev`), not by our code.
const READ_BY_NEXT = new Set(['PORT']);

/** process.env.NAME and process.env['NAME'] reads in the application code. */
function applicationEnvReads(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(APP_DIRS, APP_FILES)) {
    for (const match of read(file).matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) {
      names.add((match[1] ?? match[2])!);
    }
  }
  return names;
}

describe('docs/configuration.md', () => {
  const documented = documentedNames();
  const schemaNames = envSchemaNames();

  it('reads the schema of lib/server/env.ts (every default it parses is among the names found)', () => {
    expect(schemaNames.length).toBeGreaterThan(20);
    expect(schemaNames).toEqual(expect.arrayContaining(Object.keys(parseEnv({}))));
  });

  it('names every variable of lib/server/env.ts', () => {
    expect(schemaNames.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('names every variable the application code reads from process.env', () => {
    const missing = [...applicationEnvReads()].filter((name) => !NOT_SETTINGS.has(name) && !documented.includes(name));
    expect(missing).toEqual([]);
  });

  it('names no variable that nothing reads any more', () => {
    // Application, tools, tests and CI: a documented name must still appear in one of them.
    const code = sourceFiles(
      [...APP_DIRS, 'tests/bench', 'tests/scale', 'tests/support', 'tests/e2e', 'tests/integration', '.ci'],
      [...APP_FILES, 'playwright.config.ts', 'vitest.config.ts', 'drizzle.config.ts'],
    )
      .map(read)
      .join('\n');
    const gone = documented.filter(
      (name) => !schemaNames.includes(name) && !READ_BY_NEXT.has(name) && !new RegExp(`\\b${name}\\b`).test(code),
    );
    expect(gone).toEqual([]);
  });
});
