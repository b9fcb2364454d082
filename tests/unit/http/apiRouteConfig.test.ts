// defineHandler reads request bodies itself, so that malformed JSON is answered in the envelope; Next
// reads `config` from the route module, so each route file must turn Next's body parser off itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const API_DIR = path.resolve(__dirname, '../../../pages/api/v1');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('every /api/v1 route', () => {
  const files = routeFiles(API_DIR);

  it('is found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => [path.relative(API_DIR, file)]))('%s turns off Next’s body parser', (file) => {
    const source = readFileSync(path.join(API_DIR, file), 'utf8');
    expect(source).toContain('export const config = { api: { bodyParser: false } };');
  });

  it.each(files.map((file) => [path.relative(API_DIR, file)]))('%s does not count rate limits by hand', (file) => {
    const source = readFileSync(path.join(API_DIR, file), 'utf8');
    expect(source).not.toMatch(/\bhit\(/);
  });
});
