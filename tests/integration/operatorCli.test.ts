// The operator CLI (lib/server/db/cli.ts), run for real in a child process: `operator:create` shows
// the new operator's authenticator secret once (as text, as its otpauth:// URI and as a QR code drawn
// in the terminal); the other commands take the email, do what they say and refuse an unknown email
// or a password that breaks the rules. On PostgreSQL the CLI works on the run's database; on the
// embedded one, on a folder of its own, which the test opens between commands (one process at a time).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { verifyPassword } from '@/lib/server/auth/password';
import { createSession } from '@/lib/server/auth/sessions';
import { getDb, type Db } from '@/lib/server/db/client';
import * as schema from '@/lib/server/db/schema';
import { HttpError } from '@/lib/server/http/httpError';
import { totpCode, totpStep } from '@/lib/server/services/operators';
import { signInOperator } from '@/lib/server/services/signIn';

import packageJson from '../../package.json';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-cli-'));
const onPostgres = Boolean(process.env.DATABASE_URL);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `tsx lib/server/db/cli.ts ...args` (or `npm run <command> -- ...`) and what it printed and returned. */
async function cli(args: string[], extraEnv: Record<string, string> = {}, { viaNpm = false } = {}): Promise<CliRun> {
  const inherited = { ...process.env };
  if (!onPostgres) delete inherited.DATABASE_URL;
  delete inherited.OPERATOR_PASSWORD;
  const [command = '', ...rest] = args;
  const [file, argv] = viaNpm
    ? ['npm', ['run', '--silent', command, '--', ...rest]]
    : [process.execPath, [path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), 'lib/server/db/cli.ts', ...args]];
  try {
    const { stdout, stderr } = await run(file, argv, {
      cwd: process.cwd(),
      env: { ...inherited, PGLITE_DIR: path.join(dir, 'db'), LOG_LEVEL: 'error', ...extraEnv },
      timeout: 170_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Runs fn on the CLI's database while no command is running: the run's PostgreSQL, or its embedded folder. */
async function onCliDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  if (onPostgres) return fn(await getDb());
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite(path.join(dir, 'db'), { extensions: { pg_trgm } });
  try {
    return await fn(drizzle(client, { schema }) as unknown as Db);
  } finally {
    await client.close();
  }
}

/** The operator's row and how their session ended (null while live), read in one opening. */
const stateOf = (email: string, sessionId = 0) =>
  onCliDb(async (db) => {
    const [operator] = await db.select().from(schema.operators).where(eq(schema.operators.email, email));
    if (!operator) throw new Error(`no operator ${email}`);
    const [session] = await db
      .select({ endReason: schema.sessions.endReason })
      .from(schema.sessions)
      .where(eq(schema.sessions.id, sessionId));
    return { operator, endReason: session?.endReason ?? null };
  });

/** A live session of the operator; returns its id. */
const liveSession = (operatorId: number) =>
  onCliDb(async (db) => (await createSession(db, 'operator', operatorId, { ip: null, userAgent: 'cli test' })).sessionId);

const secretIn = (stdout: string) => /Authenticator secret \(base32, shown once\): ([A-Z2-7]+)/.exec(stdout)?.[1] ?? '';
// The terminal QR code: half-block characters, two modules a row; a QR code of an otpauth URI is over 24 modules tall.
const qrRows = (stdout: string) => stdout.split('\n').filter((line) => /[▄▀█]{5}/.test(line));

const newEmail = () => `cli-${randomUUID().slice(0, 8)}@example.test`;

describe('operator:create', () => {
  it('prints the secret, its otpauth URI and a scannable QR code of it', async () => {
    const email = newEmail();
    const { code, stdout } = await cli(['operator:create', email, 'Desk', 'Person'], { OPERATOR_PASSWORD: 'Desk-pass-12345' });
    expect(code).toBe(0);
    const secret = secretIn(stdout);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(stdout).toContain(`otpauth://totp/PrivateBourse:${encodeURIComponent(email)}?issuer=PrivateBourse&secret=${secret}`);
    expect(qrRows(stdout).length).toBeGreaterThanOrEqual(12);
    // The password was given, so it is not printed; the secret is a working TOTP secret.
    expect(stdout).not.toContain('Desk-pass-12345');
    expect(totpStep(secret, totpCode(secret))).not.toBeNull();
    // No --roles: an admin, as before roles existed.
    expect((await stateOf(email)).operator.roles).toEqual(['admin']);
  });

  it('npm run operator:create -- <email> <name> --roles kyc,prices creates staff with those roles; unknown roles change nothing', async () => {
    const email = newEmail();
    const made = await cli(
      ['operator:create', email, 'Kyc', 'Reviewer', '--roles', 'kyc,prices'],
      { OPERATOR_PASSWORD: 'Kyc-pass-123456' },
      { viaNpm: true },
    );
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('with the roles kyc, prices');
    expect(made.stdout).toContain('otpauth://totp/');
    const { operator } = await stateOf(email);
    expect(operator.roles).toEqual(['kyc', 'prices']);
    expect(operator.fullName).toBe('Kyc Reviewer');

    const other = newEmail();
    const refused = await cli(['operator:create', other, 'Some', 'One', '--roles=kyc,boss'], { OPERATOR_PASSWORD: 'Kyc-pass-123456' });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Roles are a comma-separated list of: admin, desk, kyc, prices, content, support, finance, auditor.');
    await expect(stateOf(other)).rejects.toThrow(`no operator ${other}`);
  });
});

describe('operator:password, :disable, :enable, :unlock, :totp-reset', () => {
  const email = newEmail();
  let operatorId = 0;
  let secret = '';

  it('each has an npm script, and the usage names them all and the one-process rule', async () => {
    const scripts: Record<string, string> = packageJson.scripts;
    for (const command of ['create', 'password', 'disable', 'enable', 'unlock', 'totp-reset']) {
      expect(scripts[`operator:${command}`]).toBe(`tsx lib/server/db/cli.ts operator:${command}`);
    }
    const usage = await cli([]);
    expect(usage.code).toBe(2);
    for (const command of ['create', 'password', 'disable', 'enable', 'unlock', 'totp-reset']) {
      expect(usage.stderr).toContain(`operator:${command} <email>`);
    }
    expect(usage.stderr).toContain('refuse to run while the server holds it');
  });

  // Each step opens the embedded database in this process only before and after its commands (a few
  // seconds each on a busy machine), so the checks are gathered into as few openings as possible.
  it('operator:password prints a random one once and ends their sessions; a password that breaks the rules changes nothing', async () => {
    const created = await cli(['operator:create', email, 'Cli', 'Person'], { OPERATOR_PASSWORD: 'First-pass-12345' });
    expect(created.code).toBe(0);
    secret = secretIn(created.stdout);
    operatorId = (await stateOf(email)).operator.id;
    const session = await liveSession(operatorId);

    const random = await cli(['operator:password', email]);
    expect(random.code).toBe(0);
    expect(random.stdout).toMatch(new RegExp(`^Password of ${email} changed; all their sessions are ended\\.\\nPassword: \\S{12,}\\n$`));
    const printed = /^Password: (\S+)$/m.exec(random.stdout)?.[1] ?? '';
    const bad = await cli(['operator:password', email], { OPERATOR_PASSWORD: 'short' });
    expect(bad).toMatchObject({ code: 1, stderr: 'OPERATOR_PASSWORD: Password must be at least 8 characters.\n' });

    const { operator, endReason } = await stateOf(email, session);
    expect(await verifyPassword(printed, operator.passwordHash)).toBe(true);
    expect(endReason).toBe('password_changed');
  });

  it('operator:disable stops sign-in and ends their sessions; operator:enable lets them in again', async () => {
    const session = await liveSession(operatorId);
    expect(await cli(['operator:disable', email])).toMatchObject({
      code: 0,
      stdout: `Operator ${email} is disabled and signed out everywhere.\n`,
    });
    expect(await cli(['operator:enable', email])).toMatchObject({ code: 0, stdout: `Operator ${email} can sign in again.\n` });
    expect(await stateOf(email, session)).toMatchObject({ operator: { disabledAt: null }, endReason: 'disabled' });
  });

  it('npm run operator:unlock -- <email> lets an address that was locked out sign in again (with OPERATOR_PASSWORD set)', async () => {
    expect((await cli(['operator:password', email], { OPERATOR_PASSWORD: 'Third-pass-12345' })).stdout).not.toContain('Password:');
    const address = `2001:db8::${randomUUID().slice(0, 4)}`;
    const attempt = (db: Db, code: string) =>
      signInOperator(db, { email, password: 'Third-pass-12345', code }, address).then(
        (id) => id,
        (error: unknown) => (error instanceof HttpError ? error.code : 'unexpected'),
      );
    await onCliDb(async (db) => {
      const stale = totpCode(secret, Date.now() - 10 * 60_000);
      for (let i = 0; i < 5; i++) expect(await attempt(db, stale)).toBe('invalid_credentials');
      expect(await attempt(db, totpCode(secret))).toBe('locked_out');
    });

    const unlocked = await cli(['operator:unlock', email], {}, { viaNpm: true });
    expect(unlocked).toMatchObject({
      code: 0,
      stdout: `Failed sign-ins of ${email} are forgotten: they can sign in again from any address.\n`,
    });
    await onCliDb(async (db) => expect(await attempt(db, totpCode(secret))).toBe(operatorId));
  });

  it('operator:totp-reset prints a new secret with its QR code and URI, and ends their sessions', async () => {
    const session = await liveSession(operatorId);
    const reset = await cli(['operator:totp-reset', email]);
    expect(reset.code).toBe(0);
    const fresh = secretIn(reset.stdout);
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(fresh).not.toBe(secret);
    expect(reset.stdout).toContain(`secret=${fresh}`);
    expect(qrRows(reset.stdout).length).toBeGreaterThanOrEqual(12);
    expect(await stateOf(email, session)).toMatchObject({ operator: { totpSecret: fresh }, endReason: 'totp_reset' });
  });

  it('an unknown or malformed email is a clear error', async () => {
    const unknown = newEmail();
    expect(await cli(['operator:unlock', unknown])).toMatchObject({ code: 1, stderr: `No operator has the email ${unknown}.\n` });
    expect(await cli(['operator:disable', 'not-an-email'])).toMatchObject({
      code: 1,
      stderr: "operator:disable needs the operator's email (Please enter a valid email address.).\n",
    });
  });
});
