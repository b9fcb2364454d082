// A form with a password or identity documents must never be sent as a GET: before the page's scripts
// load, a browser submits the plain form itself, and a GET puts every field (the password too) in the
// address, the history and the server's logs. Such forms say method="post".
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOTS = ['components', 'pages'];
const SENSITIVE = /type(=|: )["']password["']|NewPasswordField|name="pan"|one-time-code/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : sourceFiles(full);
    return full.endsWith('.tsx') ? [full] : [];
  });
}

describe('forms with secrets', () => {
  const files = ROOTS.flatMap((root) => sourceFiles(path.join(process.cwd(), root))).filter((file) =>
    SENSITIVE.test(fs.readFileSync(file, 'utf8')),
  );

  it('are found (the check reads the sign-in, sign-up, password, KYC and code forms)', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  it.each(files.map((file) => [path.relative(process.cwd(), file)]))('%s posts every form it draws', (file) => {
    const forms = fs.readFileSync(file, 'utf8').match(/<form\b[^>]*>/g) ?? [];
    for (const form of forms) expect(form, file).toContain('method="post"');
  });
});
