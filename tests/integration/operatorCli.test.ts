// `operator:create` shows the new operator's authenticator secret once: as text, as its otpauth://
// URI and as a QR code drawn in the terminal. Runs the real command on a database of its own.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { totpCode, totpStep } from '@/lib/server/services/operators';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-cli-'));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('operator:create', () => {
  it('prints the secret, its otpauth URI and a scannable QR code of it', async () => {
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    const { stdout } = await run(
      process.execPath,
      [
        path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'),
        'lib/server/db/cli.ts',
        'operator:create',
        'desk@example.test',
        'Desk',
        'Person',
      ],
      {
        cwd: process.cwd(),
        env: { ...inherited, OPERATOR_PASSWORD: 'Desk-pass-12345', PGLITE_DIR: path.join(dir, 'db'), LOG_LEVEL: 'error' },
        timeout: 120_000,
      },
    );
    const secret = /Authenticator secret \(base32, shown once\): ([A-Z2-7]+)/.exec(stdout)?.[1] ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(stdout).toContain(`otpauth://totp/Unlisted%20Market:desk%40example.test?issuer=Unlisted%20Market&secret=${secret}`);
    // The terminal QR code: half-block characters, two modules a row; a QR code of this URI is over 24 modules tall.
    const qrRows = stdout.split('\n').filter((line) => /[▄▀█]{5}/.test(line));
    expect(qrRows.length).toBeGreaterThanOrEqual(12);
    // The password was given, so it is not printed; the secret is a working TOTP secret.
    expect(stdout).not.toContain('Desk-pass-12345');
    expect(totpStep(secret, totpCode(secret))).not.toBeNull();
  });
});
